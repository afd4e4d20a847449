import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from '#shared/media/image-variants.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { UploadStorage } from '../../db/upload-storage.ts';
import { HttpError } from '../../http/http-error.ts';
import { openImage, unreadable } from './image-input.ts';

/**
 * File names the server writes and serves: a 32-hex stem, optional width, a known format. Stems
 * are the first 128 bits of the SHA-256 of the bytes received (older uploads have random ones).
 */
export const UPLOAD_FILE = /^[a-f0-9]{32}(-(480|960|1600))?\.(jpg|webp|avif)$/;
const FALLBACK_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

/**
 * The same file sent twice (a client retrying after a lost answer, a replay after a crash) gets
 * the same name, so it is stored once and answers the same url: uploads are idempotent without
 * any key. Different files cannot meet by chance (2^64 uploads before a collision is even likely).
 */
const stemOf = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex').slice(0, 32);

function encode(pixels: Sharp, format: VariantFormat): Promise<Buffer> {
  // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC, so no GPS ever leaves.
  if (format === 'avif') return pixels.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return pixels.webp({ quality: 72 }).toBuffer();
  return pixels.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * Owner uploads: every image is decoded and re-encoded (orientation applied, all metadata
 * dropped) into the responsive variants of shared/media/image-variants.ts, and kept in the
 * store's UploadStorage (files, or PostgreSQL) with the fallback `name.jpg` last, so a served URL
 * never points at an incomplete set, and an existing `name.jpg` means the whole set is there.
 */
export class UploadStore {
  readonly storage: UploadStorage;
  /** One image at a time: encoding is CPU-heavy and the machine is small. */
  private queue: Promise<unknown> = Promise.resolve();
  constructor(storage: UploadStorage) {
    this.storage = storage;
  }

  save(buffer: Buffer): Promise<UploadAnswer> {
    const job = this.queue.then(() => this.process(buffer));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async process(buffer: Buffer): Promise<UploadAnswer> {
    const stem = stemOf(buffer);
    const stored = await this.storedAnswer(stem);
    if (stored) return stored;
    const image = await openImage(buffer);
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await image
        .autoOrient()
        .resize({ width: FALLBACK_WIDTH, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      if (/pixel limit/i.test((err as Error).message))
        throw new HttpError(413, 'The image has too many pixels.');
      throw unreadable();
    }
    const { width, height, channels } = base.info;
    const pixels = () => sharp(base.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });

    const files: [name: string, data: Buffer][] = [];
    for (const w of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const data = await encode(pixels().resize({ width: w, withoutEnlargement: true }), format);
        files.push([`${stem}-${w}.${format}`, data]);
      }
    }
    const fallback = files.find(([name]) => name === `${stem}-${FALLBACK_WIDTH}.jpg`)![1];
    files.push([`${stem}.jpg`, fallback]);

    await this.storage.putAll(files);
    return { url: `/uploads/${stem}.jpg`, width, height };
  }

  /** The answer for bytes already stored (their fallback is in place), read back from the fallback. */
  private async storedAnswer(stem: string): Promise<UploadAnswer | undefined> {
    const fallback = await this.storage.read(`${stem}.jpg`);
    if (!fallback) return undefined;
    // The fallback is the upright image at full (capped) size: its size is the first answer's.
    const { width, height } = await sharp(fallback).metadata();
    return { url: `/uploads/${stem}.jpg`, width, height };
  }
}
