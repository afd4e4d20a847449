import { open, readFile } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { looksLikeRaw, RAW_FILE_MESSAGE, RAW_HEAD_BYTES } from '#shared/media/raw-file.ts';
import { HttpError } from '../../http/http-error.ts';

/** Larger than any current camera or phone photo; beyond it a file is treated as a decompression bomb. */
const MAX_INPUT_PIXELS = 75_000_000;

/** What an upload may be, decided from its bytes (never its name or declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'tiff', 'gif', 'heif']);
export const ACCEPTED_LABEL = 'JPEG, PNG, WebP, AVIF, TIFF, GIF or HEIC';

const notAnImage = () =>
  new HttpError(415, `Only images can be uploaded (${ACCEPTED_LABEL}); this file is not one.`);
export const unreadable = () =>
  new HttpError(415, 'The image could not be read. Please export it again and retry.');

function checkPixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    const mp = Math.round((width * height) / 1e6);
    throw new HttpError(
      413,
      `The image is too large: ${width} x ${height} (${mp} megapixels); the limit is ${MAX_INPUT_PIXELS / 1e6} megapixels.`,
    );
  }
}

const rawFile = () => new HttpError(415, RAW_FILE_MESSAGE);

/** ISO-BMFF brands of HEIC/HEIF stills (iPhone photos), read from the `ftyp` box. */
function looksLikeHeic(buffer: Buffer): boolean {
  if (buffer.length < 12 || buffer.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'hevc', 'hevx'].includes(
    buffer.toString('latin1', 8, 12),
  );
}

/** HEIC (HEVC-coded) photos, which sharp's prebuilt libvips cannot decode, via libheif in WebAssembly. */
async function openHeic(buffer: Buffer): Promise<Sharp> {
  // Loaded on first use: the WebAssembly decoder is only needed for iPhone photos.
  const { default: decodeHeic } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer });
  } catch {
    throw unreadable();
  }
  try {
    const first = images[0];
    if (!first) throw unreadable();
    // The size is known before decoding, so a bomb is refused without allocating its pixels.
    checkPixels(first.width, first.height);
    const { width, height, data } = await first.decode().catch(() => {
      throw unreadable();
    });
    // libheif applies the container's rotation and mirroring; the raw pixels carry no metadata.
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
  } finally {
    images.dispose();
  }
}

/** The first bytes of a file: enough to recognise a HEIC or RAW container and a TIFF's first directory. */
async function head(path: string, length = 16): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Opens an uploaded file (a path: libvips reads it from disk as it decodes, so the upload never
 * sits whole in memory) as an image pipeline, or throws 415 (not an image we take) or 413 (too
 * many pixels). EXIF orientation is applied by the caller with autoOrient().
 */
export async function openImage(path: string): Promise<Sharp> {
  let meta: Metadata | undefined;
  try {
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta || meta.format === 'tiff') {
    // A TIFF's first directory is near its start in every RAW format seen (within 64 KB).
    const first = await head(path, RAW_HEAD_BYTES);
    if (looksLikeRaw(first)) throw rawFile();
    if (!meta && looksLikeHeic(first)) return openHeic(await readFile(path));
  }
  if (!meta) throw notAnImage();
  if (!ACCEPTED.has(meta.format)) throw notAnImage();
  if (meta.format === 'heif' && meta.compression === 'hevc') return openHeic(await readFile(path));
  checkPixels(meta.width, meta.pageHeight ?? meta.height);
  // Only the first frame of an animation or multi-page TIFF is used.
  return sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', pages: 1 });
}
