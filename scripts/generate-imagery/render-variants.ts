import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { VARIANT_WIDTHS, variantUrl } from '../../shared/media/image-variants.ts';
import { createRng } from './seeded-random.ts';

/**
 * Turns one SVG scene into the responsive set of the image convention:
 * name-{480,960,1600}.{avif,webp,jpg} plus the name.jpg fallback.
 * A faint film-grain layer is overlaid so flat vector fills read as photographs;
 * it is kept low because grain is what JPEG/AVIF spend their bytes on. AVIF at effort 2: a
 * tenth of the encoding time of effort 4 for files a few per cent larger.
 */
const GRAIN_TILE = 256;
let grainTile: Buffer | undefined;

async function grain(): Promise<Buffer> {
  if (grainTile) return grainTile;
  const rng = createRng('film-grain');
  const raw = Buffer.alloc(GRAIN_TILE * GRAIN_TILE);
  for (let i = 0; i < raw.length; i++) raw[i] = 128 + Math.round((rng.next() + rng.next() - 1) * 22);
  grainTile = await sharp(raw, { raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 } })
    .png()
    .toBuffer();
  return grainTile;
}

/** Rasterises a scene; `density` above 72 draws it larger than its own size (the 2560 px variant). */
export async function renderScene(svg: string, density = 72): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density })
    .composite([{ input: await grain(), tile: true, blend: 'soft-light' }])
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Writes every variant of `src` (a '/images/...jpg' path); the fallback is resized to `fallbackWidth`. */
export async function writeVariants(publicDir: string, src: string, master: Buffer, fallbackWidth: number) {
  const fallback = join(publicDir, src);
  await mkdir(dirname(fallback), { recursive: true });
  for (const width of VARIANT_WIDTHS) {
    const resized = await sharp(master).resize({ width, kernel: 'lanczos3' }).toBuffer();
    const img = () => sharp(resized);
    await img()
      .avif({ quality: 45, effort: 2 })
      .toFile(join(publicDir, variantUrl(src, width, 'avif')));
    await img()
      .webp({ quality: 68, effort: 5 })
      .toFile(join(publicDir, variantUrl(src, width, 'webp')));
    await img()
      .jpeg({ quality: 72, mozjpeg: true, progressive: true })
      .toFile(join(publicDir, variantUrl(src, width, 'jpg')));
  }
  if (fallbackWidth === 1600) await copyFile(join(publicDir, variantUrl(src, 1600, 'jpg')), fallback);
  else
    await sharp(master)
      .resize({ width: fallbackWidth, kernel: 'lanczos3' })
      .jpeg({ quality: 72, mozjpeg: true, progressive: true })
      .toFile(fallback);
}

export function allVariantsExist(publicDir: string, src: string): boolean {
  if (!existsSync(join(publicDir, src))) return false;
  return VARIANT_WIDTHS.every((w) =>
    (['avif', 'webp', 'jpg'] as const).every((fmt) => existsSync(join(publicDir, variantUrl(src, w, fmt)))),
  );
}
