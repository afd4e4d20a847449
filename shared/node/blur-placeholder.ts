import type { Sharp } from 'sharp';

/**
 * The tiny blurred preview a page draws behind a picture until it loads (a few hundred bytes, as a
 * data URI): 16 px wide, blurred, low-quality WebP. The one recipe for owner uploads
 * (server/src/modules/uploads/upload-images.ts) and the shipped pictures
 * (scripts/generate-imagery/write-placeholders.ts), so both look alike. Node-only (sharp).
 */
export async function blurPlaceholder(pixels: Sharp): Promise<string> {
  const tiny = await pixels.resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
