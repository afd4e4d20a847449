import { ApiError, messageOf } from '#shared/api/api-error.ts';

/**
 * Extensions of the photos the server takes (it judges by content, never by name). Browsers give
 * an empty type for some of them (iPhone HEIC on most systems), so the name counts as well.
 */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff', 'gif', 'heic', 'heif'];

/**
 * Camera RAW files, by name: the browser cannot show them and the server refuses them by their
 * content (server/src/modules/uploads/image-input.ts); saying so before sending spares the wait.
 */
const RAW_EXTENSIONS = ['dng', 'cr2', 'cr3', 'nef', 'arw', 'raf', 'orf', 'rw2', 'pef', 'srw'];

/** The file input's accept list: any image type, plus the extensions browsers may not type. */
export const IMAGE_ACCEPT = ['image/*', ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

export const ACCEPTED_LABEL = 'JPEG, PNG, WebP, AVIF, TIFF, GIF or iPhone HEIC';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

export function looksLikeImage(file: { name: string; type: string }): boolean {
  return file.type.startsWith('image/') || IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** Rounded up, so a file just over the limit never reads as exactly the limit. */
const megabytes = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a file is refused before anything is sent, or undefined when it may be sent. */
export function refusalOf(file: { name: string; type: string; size: number }, maxBytes: number) {
  if (RAW_EXTENSIONS.includes(extensionOf(file.name))) {
    return 'A camera RAW file: export it from your photo editor as a JPEG, then upload that.';
  }
  if (!looksLikeImage(file)) return `Not an image: only ${ACCEPTED_LABEL} files can be uploaded.`;
  if (file.size > maxBytes) {
    return `Too large: this file is ${megabytes(file.size)}; the limit is ${megabytes(maxBytes)}.`;
  }
  return undefined;
}

/**
 * How a failed send is reported on its row. The server's own reason is always shown; a refusal
 * (4xx) is final, anything else (no answer, a server fault) may be tried again with Upload.
 */
export function failureOf(error: unknown): { message: string; final: boolean } {
  const reason = messageOf(error) || 'There was an error uploading your file';
  if (!(error instanceof ApiError)) return { message: `Upload failed: ${reason}`, final: false };
  if (error.status === 413) return { message: `Too large: ${reason}`, final: true };
  if (error.status === 415) return { message: `Not an image: ${reason}`, final: true };
  const final = error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return { message: `${final ? 'Refused by the server' : 'Upload failed'}: ${reason}`, final };
}
