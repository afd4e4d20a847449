import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { LARGE_VARIANT, variantUrl } from '../../shared/media/image-variants.ts';
import type { ImageSpec } from './image-spec.ts';
import { MASTER_WIDTH } from './image-spec.ts';
import { renderScene } from './render-variants.ts';

/**
 * The pictures that open in the full-screen viewer (the portfolio and project galleries) also get
 * the full-screen JPEG an upload keeps (`name-2560.jpg`, shared/media/image-variants.ts), so a large
 * display is given a picture as sharp as it is wide (docs/design.md, "The viewer"). The scene is
 * vector art: it is drawn again at 2560 px, not enlarged.
 */
export const hasLargeVariant = (spec: ImageSpec): boolean =>
  /^\/images\/(portfolio|projects)\//.test(spec.path);

export const largeVariantPath = (publicDir: string, src: string): string =>
  join(publicDir, variantUrl(src, LARGE_VARIANT, 'jpg'));

export async function writeLargeVariant(publicDir: string, spec: ImageSpec, svg: string): Promise<boolean> {
  const target = largeVariantPath(publicDir, spec.path);
  if (existsSync(target)) return false;
  const master = await renderScene(svg, (72 * LARGE_VARIANT) / MASTER_WIDTH);
  await sharp(master)
    .resize({ width: LARGE_VARIANT, height: LARGE_VARIANT, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 70, mozjpeg: true, progressive: true })
    .toFile(target);
  return true;
}
