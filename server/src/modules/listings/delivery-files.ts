import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import { slugFromAddress } from '#shared/schemas/listing.ts';
import type { UploadStorage } from '../../db/upload-storage.ts';

/** The two sizes an agent downloads: for the board (MLS) and the largest the site keeps. */
export type DeliverySize = 'mls' | 'full';

const UPLOAD_SRC = /^\/uploads\/([a-f0-9]{32})\.jpg$/;

/** `123-main-st-01.jpg`: the photos numbered in the owner's order, named by the address. */
export function photoFileName(address: string, index: number): string {
  return `${slugFromAddress(address)}-${String(index + 1).padStart(2, '0')}.jpg`;
}

/**
 * The JPEGs of one listing's photos, one at a time. Uploads keep no original (docs/uploads.md): the
 * largest stored variant is the full size (2560 px when the photo was that large), and the MLS size
 * is made from it on request: sRGB JPEG, long side at most `mlsLongSide`, no metadata at all.
 */
export class DeliveryFiles {
  private readonly storage: UploadStorage;
  private readonly mlsLongSide: number;
  constructor(storage: UploadStorage, mlsLongSide: number) {
    this.storage = storage;
    this.mlsLongSide = mlsLongSide;
  }

  /** The stored bytes of a photo's largest variant, or null when it is not an upload that is stored. */
  async largest(src: string): Promise<Buffer | null> {
    const stem = UPLOAD_SRC.exec(src)?.[1];
    if (!stem) return null;
    return (await this.storage.read(`${stem}-2560.jpg`)) ?? this.storage.read(`${stem}.jpg`);
  }

  async photo(src: string, size: DeliverySize): Promise<Buffer | null> {
    const data = await this.largest(src);
    if (!data || size === 'full') return data;
    const long = this.mlsLongSide;
    // sharp writes no metadata unless asked (no EXIF, no GPS, no ICC beyond sRGB).
    return sharp(data)
      .resize({ width: long, height: long, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 88 })
      .toBuffer();
  }

  /**
   * A ZIP of every photo in one size, written as it is read: each photo is fetched (and for the MLS
   * size, resized) only when the archive reaches it, so memory holds one photo at a time and nothing
   * is built on disk. JPEGs are stored, not deflated: they do not compress.
   */
  zip(address: string, photos: readonly { src: string }[], size: DeliverySize): Readable {
    const zip = new ZipFile();
    photos.forEach((photo, index) => {
      zip.addReadStreamLazy(photoFileName(address, index), { compress: false }, (done) => {
        this.photo(photo.src, size).then(
          (data) => done(null, Readable.from(data ? [data] : [])),
          (err: unknown) => done(err, Readable.from([])),
        );
      });
    });
    zip.end();
    return zip.outputStream as Readable;
  }
}
