import sharp, { type Sharp } from 'sharp';
import { LARGE_VARIANT } from '#shared/media/image-variants.ts';
import type { UploadStorage } from '../../db/upload-storage.ts';

/**
 * The MLS size of an upload (docs/listings.md, "Sizes"): what a listing's agent downloads for the
 * board. Named by the long side it was made for, so a changed `LISTING_MLS_LONG_SIDE` makes new
 * files instead of serving the old size.
 */
export function mlsVariantName(stem: string, longSide: number): string {
  return `${stem}-mls-${longSide}.jpg`;
}

/**
 * sRGB JPEG, long side at most `longSide` (never enlarged), no metadata at all: sharp writes none
 * unless asked, so no EXIF and no location leave with it.
 */
export function encodeMls(pixels: Sharp, longSide: number): Promise<Buffer> {
  return pixels
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Makes and stores the MLS file of an upload stored before uploads kept one, from its largest
 * stored variant (uploads keep no original). Null when the upload is not stored.
 */
export async function storeMlsVariant(
  storage: UploadStorage,
  stem: string,
  longSide: number,
): Promise<string | null> {
  const name = mlsVariantName(stem, longSide);
  if (await storage.has(name)) return name;
  const largest = (await storage.read(`${stem}-${LARGE_VARIANT}.jpg`)) ?? (await storage.read(`${stem}.jpg`));
  if (!largest) return null;
  await storage.putAll([[name, await encodeMls(sharp(largest), longSide)]]);
  return name;
}
