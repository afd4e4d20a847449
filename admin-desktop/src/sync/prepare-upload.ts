import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Metadata } from 'sharp';
import { ApiError } from '#shared/api/api-error.ts';
import { looksLikeRaw, RAW_FILE_MESSAGE } from '#shared/media/raw-file.ts';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';

/** Longer edge a photo is brought down to before sending: twice the largest variant the site serves. */
export const DOWNSCALE_EDGE = 3200;
/** Files above this are not even read: no photo the owner means to publish is this big. */
const READ_LIMIT_BYTES = 200 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = `The file is too large; the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

export type UploadSource = { name: string; path: string } | { name: string; bytes: Uint8Array };

interface PreparedUpload {
  name: string;
  bytes: Buffer;
  originalSize: number;
  downscaled: boolean;
}

async function readSource(source: UploadSource): Promise<Buffer> {
  if ('bytes' in source) return Buffer.from(source.bytes);
  const info = await stat(source.path);
  if (!info.isFile()) throw new ApiError(400, `${basename(source.path)} is not a file`);
  if (info.size > READ_LIMIT_BYTES) throw new ApiError(413, TOO_LARGE_MESSAGE);
  return readFile(source.path);
}

/**
 * Gets a file ready to send. A large photo (longer edge over DOWNSCALE_EDGE, or over the size
 * limit) is re-encoded smaller here, which saves the owner's upload time on site visits; anything
 * sharp cannot read here (not an image, HEIC without a local decoder) is sent unchanged so the
 * SERVER decides and its message is shown. Only a file still over the server's limit is refused
 * here, with the server's own wording, rather than sending megabytes to be refused.
 */
export async function prepareUpload(source: UploadSource): Promise<PreparedUpload> {
  const original = await readSource(source);
  // Made smaller here, a RAW file's small preview would reach the server as an ordinary JPEG.
  if (looksLikeRaw(original)) throw new ApiError(415, RAW_FILE_MESSAGE);
  const prepared: PreparedUpload = {
    name: source.name,
    bytes: original,
    originalSize: original.length,
    downscaled: false,
  };
  // Loaded on the first upload, not at every start of the app (a native module, slow to load).
  const { default: sharp } = await import('sharp');
  let meta: Metadata | undefined;
  try {
    meta = await sharp(original).metadata();
  } catch {
    meta = undefined;
  }
  const edge = Math.max(meta?.width ?? 0, meta?.height ?? 0);
  if (meta && (edge > DOWNSCALE_EDGE || original.length > UPLOAD_MAX_BYTES)) {
    try {
      prepared.bytes = await sharp(original)
        .autoOrient()
        .resize({ width: DOWNSCALE_EDGE, height: DOWNSCALE_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer();
      prepared.name = `${basename(source.name, extname(source.name)) || 'photo'}.jpg`;
      prepared.downscaled = true;
    } catch {
      // Readable header but undecodable pixels: let the server give its verdict.
    }
  }
  if (prepared.bytes.length > UPLOAD_MAX_BYTES) throw new ApiError(413, TOO_LARGE_MESSAGE);
  return prepared;
}
