import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from '#shared/media/image-variants.ts';
import { LARGE_VARIANT } from '#shared/media/image-variants.ts';
import type { FocusPoint } from '#shared/media/focus-position.ts';
import { blurPlaceholder } from '#shared/node/blur-placeholder.ts';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { UploadStorage } from '../../db/upload-storage.ts';
import { HttpError } from '../../http/http-error.ts';
import { openImage, unreadable } from './image-input.ts';
import { encodeMls, mlsVariantName, storeMlsVariant } from './mls-variant.ts';
import { focusSteps, SOCIAL_IMAGE, socialCropRect, socialImageName } from '#shared/media/social-crop.ts';

/**
 * File names the server writes and serves: a 32-hex stem, optional width, a known format, or a
 * social crop (`-social-{x}-{y}.jpg`, shared/media/social-crop.ts). Stems are the first 128 bits of the SHA-256
 * of the bytes received (older uploads have random ones).
 */
export const UPLOAD_FILE =
  /^[a-f0-9]{32}((-(480|960|1600))?\.(jpg|webp|avif)|-2560\.jpg|-mls-\d{3,4}\.jpg|-social-\d{5}-\d{5}\.jpg)$/;
const FALLBACK_WIDTH: number = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})\.jpg$/;
/** Media descriptions kept in memory: uploads are named by their content, so one never changes. */
const MEDIA_CACHE_SIZE = 5_000;
/** The MLS file's long side when the configuration names none (LISTING_MLS_LONG_SIDE). */
const MLS_LONG_SIDE = 1920;

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

/** The full-screen JPEG: plain libjpeg (a third of mozjpeg's time at this size), progressive. */
function encodeLarge(pixels: Sharp): Promise<Buffer> {
  return pixels
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, progressive: true, optimiseCoding: true })
    .toBuffer();
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
  private readonly media = new Map<string, ImageMedia>();
  /** Uploads being deleted: a save naming one is refused meanwhile (describe answers nothing). */
  private readonly removing = new Set<string>();
  /** The long side of each upload's MLS file (mls-variant.ts). */
  private readonly mlsLongSide: number;
  private constructor(storage: UploadStorage, incomingDir: string, mlsLongSide: number) {
    this.storage = storage;
    this.incomingDir = incomingDir;
    this.mlsLongSide = mlsLongSide;
  }

  /** `incomingDir` is created, and emptied of what a crash may have left there. */
  static async open(
    storage: UploadStorage,
    incomingDir: string,
    options: { mlsLongSide?: number } = {},
  ): Promise<UploadStore> {
    await mkdir(incomingDir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(incomingDir)) await rm(join(incomingDir, name), { force: true });
    return new UploadStore(storage, incomingDir, options.mlsLongSide ?? MLS_LONG_SIDE);
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
      // Decoded once, upright, within the full-screen size; every variant is made from this.
      base = await image
        .autoOrient()
        .resize({ width: LARGE_VARIANT, height: LARGE_VARIANT, fit: 'inside', withoutEnlargement: true })
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
    const keepsLarge = width > FALLBACK_WIDTH;

    // Two encodes at a time: the AVIF variants (the slowest) and the full-screen JPEG in one chain,
    // JPEG and WebP in the other. Twice as fast as one after the other on two cores, and only one
    // AVIF encoder's memory at a time.
    const variant = async (w: number, format: VariantFormat): Promise<[string, Buffer]> => [
      `${stem}-${w}.${format}`,
      await encode(pixels().resize({ width: w, withoutEnlargement: true }), format),
    ];
    const chain = async (jobs: (() => Promise<[string, Buffer]>)[]) => {
      const done: [string, Buffer][] = [];
      for (const job of jobs) done.push(await job());
      return done;
    };
    const jobs = VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f): [number, VariantFormat] => [w, f]));
    const large = async (): Promise<[string, Buffer]> => [
      `${stem}-${LARGE_VARIANT}.jpg`,
      await encodeLarge(pixels()),
    ];
    // Made here from the decoded pixels, so a listing's delivery only streams stored files.
    const mls = async (): Promise<[string, Buffer]> => [
      mlsVariantName(stem, this.mlsLongSide),
      await encodeMls(pixels(), this.mlsLongSide),
    ];
    const variantJobs = (keep: (format: VariantFormat) => boolean) =>
      jobs
        .filter(([, f]) => keep(f))
        .map(
          ([w, f]) =>
            () =>
              variant(w, f),
        );
    const files = (
      await Promise.all([
        chain([...variantJobs((f) => f === 'avif'), ...(keepsLarge ? [large] : [])]),
        chain([...variantJobs((f) => f !== 'avif'), mls]),
      ])
    ).flat();
    const fallback = files.find(([name]) => name === `${stem}-${FALLBACK_WIDTH}.jpg`)![1];
    files.push([`${stem}.jpg`, fallback]);

    await this.storage.putAll(files);
    this.remember(stem, {
      width,
      height,
      placeholder: await blurPlaceholder(pixels()),
      ...(keepsLarge ? { largeWidth: width } : {}),
    });
    return { url: `/uploads/${stem}.jpg`, width, height };
  }

  /**
   * What the page needs to draw an uploaded picture (its size, a blurred preview, its full-screen
   * variant), for a `/uploads/<name>.jpg` address; undefined for any other address or a missing
   * upload. Read from the stored files once, then kept in memory.
   */
  async describe(src: string): Promise<ImageMedia | undefined> {
    const stem = UPLOAD_URL.exec(src)?.[1];
    if (!stem || this.removing.has(stem)) return undefined;
    const known = this.media.get(stem);
    // Still stored? The media library (or its command, on another instance) may have deleted it.
    if (known && (await this.storage.has(`${stem}.jpg`))) return known;
    // The fallback is written last: without it the set is incomplete, whatever else is there.
    const fallback = await this.storage.read(`${stem}.jpg`);
    if (!fallback) return undefined;
    const large = await this.storage.read(`${stem}-${LARGE_VARIANT}.jpg`);
    const picture = large ?? fallback;
    const { width, height } = await sharp(picture).metadata();
    if (!width || !height) return undefined;
    const media: ImageMedia = {
      width,
      height,
      placeholder: await blurPlaceholder(sharp(picture)),
      ...(large ? { largeWidth: width } : {}),
    };
    this.remember(stem, media);
    return media;
  }

  /**
   * The address of the upload's social image for a focal point (docs/pictures.md), made the first
   * time it is asked for (when the owner saves the picture) and kept with the upload's files:
   * pages only name it. Undefined for an address that is not a stored upload. Made in the upload
   * queue, from the largest stored variant.
   */
  socialImage(src: string, focus: FocusPoint): Promise<string | undefined> {
    const job = this.queue.then(() => this.makeSocialImage(src, focus));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async makeSocialImage(src: string, focus: FocusPoint): Promise<string | undefined> {
    const stem = UPLOAD_URL.exec(src)?.[1];
    if (!stem) return undefined;
    const name = socialImageName(stem, focus);
    if (await this.storage.has(name)) return `/uploads/${name}`;
    const picture =
      (await this.storage.read(`${stem}-${LARGE_VARIANT}.jpg`)) ?? (await this.storage.read(`${stem}.jpg`));
    if (!picture) return undefined;
    const { width, height } = await sharp(picture).metadata();
    if (!width || !height) return undefined;
    // The crop of the point the name says (rounded), so a name always holds the same picture.
    const steps = focusSteps(focus);
    const crop = socialCropRect(width, height, { x: steps.x / 10_000, y: steps.y / 10_000 });
    const pixels = sharp(picture).extract(crop).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height);
    await this.storage.putAll([[name, await encode(pixels, 'jpg')]]);
    return `/uploads/${name}`;
  }

  /**
   * The stored name of an upload's MLS file (docs/listings.md, "Sizes"), or undefined when `src`
   * is not a stored upload. Every upload gets it when it is processed; one stored before that (or
   * before `LISTING_MLS_LONG_SIDE` changed) gets it here, once, in the upload queue, so only one
   * image is ever decoded at a time.
   */
  async mlsVariant(src: string): Promise<string | undefined> {
    const stem = UPLOAD_URL.exec(src)?.[1];
    if (!stem) return undefined;
    const name = mlsVariantName(stem, this.mlsLongSide);
    if (await this.storage.has(name)) return name;
    const job = this.queue.then(() => storeMlsVariant(this.storage, stem, this.mlsLongSide));
    this.queue = job.catch(() => undefined);
    return (await job) ?? undefined;
  }

  /**
   * Makes the MLS files these uploads lack, in the background, one at a time in the upload queue:
   * called when a listing is saved, so its delivery ZIP never decodes an image for a visitor.
   */
  makeMlsFiles(srcs: readonly string[], onError: (err: unknown) => void): void {
    for (const src of srcs) this.mlsVariant(src).catch(onError);
  }

  /**
   * Runs the deletion of an upload (the media library's `work`: check its uses, remove its files)
   * in the upload queue, so the same bytes are never being stored meanwhile, and refuses saves
   * naming it until it is done; then forgets what it knew of it.
   */
  removal<T>(stem: string, work: () => Promise<T>): Promise<T> {
    this.removing.add(stem);
    const job = this.queue.then(work);
    this.queue = job.catch(() => undefined);
    return job.finally(() => {
      this.removing.delete(stem);
      this.media.delete(stem);
    });
  }

  private remember(stem: string, media: ImageMedia): void {
    if (this.media.size >= MEDIA_CACHE_SIZE) this.media.delete(this.media.keys().next().value!);
    this.media.set(stem, media);
  }

  /** The answer for bytes already stored (their fallback is in place): the same as the first one's. */
  private async storedAnswer(stem: string): Promise<UploadAnswer | undefined> {
    const url = `/uploads/${stem}.jpg`;
    const media = await this.describe(url);
    return media && { url, width: media.width, height: media.height };
  }
}
