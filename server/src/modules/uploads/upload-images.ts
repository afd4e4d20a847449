import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
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
async function stemOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

// Memory: libvips' operation cache would keep decoded images of past uploads (docs/uploads.md).
sharp.cache(false);

function encode(pixels: Sharp, format: VariantFormat): Promise<Buffer> {
  // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC, so no GPS ever leaves.
  // Effort 1: half the encoding time of effort 2 for files of the same size (measured on the
  // site's 1600 px photos: 171-226 ms against 357-428 ms of CPU, 25-31 KB against 26-32 KB).
  if (format === 'avif') return pixels.avif({ quality: 50, effort: 1 }).toBuffer();
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
  /** Local folder where uploads being received wait for their turn (docs/uploads.md). */
  readonly incomingDir: string;
  /** One image at a time: encoding is CPU-heavy and the machine is small. */
  private queue: Promise<unknown> = Promise.resolve();
  private constructor(storage: UploadStorage, incomingDir: string) {
    this.storage = storage;
    this.incomingDir = incomingDir;
  }

  /** `incomingDir` is created, and emptied of what a crash may have left there. */
  static async open(storage: UploadStorage, incomingDir: string): Promise<UploadStore> {
    await mkdir(incomingDir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(incomingDir)) await rm(join(incomingDir, name), { force: true });
    return new UploadStore(storage, incomingDir);
  }

  /** A fresh file name in incomingDir for an upload being received. */
  incomingName(): string {
    return `upload-${randomUUID()}`;
  }

  /**
   * Processes a received file (a path in incomingDir, removed once done whatever happens). Files
   * wait their turn on disk, not in memory: one image is decoded at a time.
   */
  save(incoming: string): Promise<UploadAnswer> {
    const job = this.queue.then(() => this.process(incoming));
    this.queue = job.catch(() => undefined);
    return job.finally(() => rm(incoming, { force: true }));
  }

  private async process(incoming: string): Promise<UploadAnswer> {
    const stem = await stemOf(incoming);
    const stored = await this.storedAnswer(stem);
    if (stored) return stored;
    const image = await openImage(incoming);
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

    // Two encodes at a time: the AVIF variants (the slowest) in one chain, JPEG and WebP in the
    // other. Twice as fast as one after the other on two cores, and only one AVIF encoder's
    // memory at a time.
    const variant = async (w: number, format: VariantFormat): Promise<[string, Buffer]> => [
      `${stem}-${w}.${format}`,
      await encode(pixels().resize({ width: w, withoutEnlargement: true }), format),
    ];
    const chain = async (jobs: [number, VariantFormat][]) => {
      const done: [string, Buffer][] = [];
      for (const [w, format] of jobs) done.push(await variant(w, format));
      return done;
    };
    const jobs = VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f): [number, VariantFormat] => [w, f]));
    const files = (
      await Promise.all([
        chain(jobs.filter(([, f]) => f === 'avif')),
        chain(jobs.filter(([, f]) => f !== 'avif')),
      ])
    ).flat();
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
