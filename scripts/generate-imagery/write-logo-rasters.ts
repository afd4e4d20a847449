import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BRAND_FILES } from './brand-svgs.ts';

/** The logos shown on every page: drawn at twice their 175x44 size for high-density screens. */
const LOGOS = ['brand/logo-light', 'brand/logo-dark'] as const;
const DENSITY = 72 * 2;

/**
 * Writes the navigation bar's and footer's logos as PNGs next to their SVGs. Every page shows them
 * above the fold, and an SVG `<img>` is a document of its own: the browser starts it and lays out
 * its text (a system font looked up per page) on the main thread while the page loads, a long task
 * of its own in Lighthouse's trace (docs/rendering.md). A PNG is decoded off the main thread. The
 * text is drawn with the fonts of the machine that runs this (Helvetica's metric twin, Liberation
 * Sans, on Debian), so the files are kept in the repository like the other pictures.
 */
export async function writeLogoRasters(publicDir: string, force: boolean): Promise<number> {
  let written = 0;
  for (const logo of LOGOS) {
    const target = join(publicDir, `${logo}.png`);
    if (!force && existsSync(target)) continue;
    const svg = BRAND_FILES[`${logo}.svg`];
    if (!svg) throw new Error(`no SVG for ${logo}`);
    await sharp(Buffer.from(svg), { density: DENSITY })
      .png({ compressionLevel: 9, palette: true })
      .toFile(target);
    written++;
  }
  return written;
}
