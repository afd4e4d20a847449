import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { slugFromAddress } from '#shared/schemas/listing.ts';
import type { UploadStorage } from '../../db/upload-storage.ts';

/** The two sizes an agent downloads: for the board (MLS) and the largest the site keeps. */
export type DeliverySize = 'mls' | 'full';

const UPLOAD_SRC = /^\/uploads\/([a-f0-9]{32})\.jpg$/;
/**
 * A photo enters the archive in slices of this size: yazl starts the next entry as soon as one's
 * stream ends, so a photo written whole would end at once and the next would be read while it
 * still waits in the output; slice by slice, each waits for the visitor's connection to take it.
 */
const SLICE = 64 * 1024;

function* slices(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += SLICE) yield data.subarray(at, at + SLICE);
}

/** The two lists of pictures a delivery hands out: the photos, and the floor plans after them. */
export type DeliveryList = 'photos' | 'floorPlans';

/**
 * `123-main-st-01.jpg`: the photos numbered in the owner's order, named by the address (as in the
 * ZIPs, whose own name says the size); the floor plans `123-main-st-floor-plan-01.jpg`. A single
 * download names its size too, `123-main-st-01-mls.jpg` / `-01-full.jpg`, so both sizes of a
 * picture can sit in one folder.
 */
export function photoFileName(
  address: string,
  index: number,
  size?: DeliverySize,
  list: DeliveryList = 'photos',
): string {
  const kind = list === 'floorPlans' ? '-floor-plan' : '';
  const stem = `${slugFromAddress(address)}${kind}-${String(index + 1).padStart(2, '0')}`;
  return size ? `${stem}-${size}.jpg` : `${stem}.jpg`;
}

/** Whether a photo is an upload the delivery can hand out (a picture of the site's library is not). */
export const isDeliverable = (src: string) => UPLOAD_SRC.test(src);

/** Where an upload's MLS file is (uploads/UploadStore.mlsVariant: made once, then kept). */
type MlsVariant = (src: string) => Promise<string | undefined>;

/**
 * The JPEGs of one listing's photos, one at a time, as stored. Uploads keep no original
 * (docs/uploads.md): the largest stored variant is the full size (2560 px when the photo was that
 * large); the MLS size is the upload's MLS file (sRGB JPEG, long side at most
 * LISTING_MLS_LONG_SIDE, no metadata), so a download decodes no image (docs/listings.md, "Sizes").
 */
export class DeliveryFiles {
  private readonly storage: UploadStorage;
  private readonly mlsVariant: MlsVariant;
  constructor(storage: UploadStorage, mlsVariant: MlsVariant) {
    this.storage = storage;
    this.mlsVariant = mlsVariant;
  }

  /** The stored bytes of a photo's largest variant, or null when it is not an upload that is stored. */
  async largest(src: string): Promise<Buffer | null> {
    const stem = UPLOAD_SRC.exec(src)?.[1];
    if (!stem) return null;
    return (await this.storage.read(`${stem}-2560.jpg`)) ?? this.storage.read(`${stem}.jpg`);
  }

  async photo(src: string, size: DeliverySize): Promise<Buffer | null> {
    if (size === 'full') return this.largest(src);
    const name = await this.mlsVariant(src);
    return name ? this.storage.read(name) : null;
  }

  /**
   * A ZIP of every photo, then every floor plan, in one size, written as it is read: each stored file is read only when the
   * archive reaches it, and the next only once the visitor's connection has taken it (SLICE), so
   * memory holds one photo at a time and nothing is built on disk. JPEGs are stored, not deflated:
   * they do not compress. A file that cannot be read ends the download with an error.
   */
  zip(
    address: string,
    lists: Record<DeliveryList, readonly { src: string }[]>,
    size: DeliverySize,
  ): Readable {
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    zip.on('error', (err: Error) => output.destroy(err));
    for (const list of ['photos', 'floorPlans'] as const) {
      lists[list].forEach((photo, index) => {
        // A library picture has no stored sizes: left out, not written as an empty file.
        if (!isDeliverable(photo.src)) return;
        const name = photoFileName(address, index, undefined, list);
        zip.addReadStreamLazy(name, { compress: false }, (done) => {
          this.photo(photo.src, size).then(
            // A file gone from the store ends the archive with an error, as one that cannot be
            // read: an empty photo in a whole-looking ZIP would reach the MLS unnoticed.
            (data) =>
              data
                ? done(null, Readable.from(slices(data), { objectMode: false }))
                : done(new Error(`${name} is not stored`), Readable.from([])),
            (err: unknown) => done(err as Error, Readable.from([])),
          );
        });
      });
    }
    zip.end();
    return output;
  }
}
