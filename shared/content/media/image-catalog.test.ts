import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantUrl } from '../../media/image-variants.ts';
import { IMAGE_CATALOG, imageInfo } from './image-catalog.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'site', 'public');
const entries = Object.entries(IMAGE_CATALOG);

describe('image catalogue', () => {
  it('when the catalogue is loaded, then it lists every built-in picture with a real alt text', () => {
    expect(entries.length).toBeGreaterThanOrEqual(135);
    for (const [path, info] of entries) {
      expect(path).toMatch(/^\/images\/[a-z0-9/-]+\.jpg$/);
      expect(info.alt.length, path).toBeGreaterThan(10);
    }
  });

  it('when a known path is looked up, then its size is returned; an unknown path throws', () => {
    expect(imageInfo('/images/hero/home-desktop.jpg')).toMatchObject({ width: 1600, height: 900 });
    expect(imageInfo('/images/og-default.jpg')).toMatchObject({ width: 1200, height: 630 });
    expect(() => imageInfo('/images/hero/home-dektop.jpg')).toThrow(/Unknown image path/);
  });

  it('when the files on disk are read, then every fallback has the recorded size', async () => {
    const read = await Promise.all(entries.map(([path]) => sharp(join(PUBLIC_DIR, path)).metadata()));
    entries.forEach(([path, info], i) => {
      expect([read[i]?.width, read[i]?.height], path).toEqual([info.width, info.height]);
    });
  });

  it('when the variants on disk are read, then each width and format exists in the fallback aspect', async () => {
    const variants = entries.flatMap(([path, info]) =>
      VARIANT_WIDTHS.flatMap((width) =>
        VARIANT_FORMATS.map((format) => ({
          file: join(PUBLIC_DIR, variantUrl(path, width, format)),
          width,
          height: Math.round((width * info.height) / info.width),
        })),
      ),
    );
    for (const { file } of variants) expect(existsSync(file), file).toBe(true);
    // Read side by side (sharp works in its own threads): about a third of the time of one by one.
    const read = await Promise.all(variants.map(({ file }) => sharp(file).metadata()));
    variants.forEach(({ file, width, height }, i) => {
      expect(read[i]?.width, file).toBe(width);
      expect(Math.abs((read[i]?.height ?? 0) - height), file).toBeLessThanOrEqual(1);
    });
  });

  it('when the brand and client logos are looked for, then all SVGs and the logo PNGs exist', async () => {
    for (const file of ['brand/logo-light.svg', 'brand/logo-dark.svg', 'brand/mark.svg', 'favicon.svg']) {
      expect(existsSync(join(PUBLIC_DIR, file)), file).toBe(true);
    }
    // The logos every page shows are PNGs at twice their size (write-logo-rasters.ts says why).
    for (const file of ['brand/logo-light.png', 'brand/logo-dark.png']) {
      const meta = await sharp(join(PUBLIC_DIR, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', 350, 88]);
    }
    for (let i = 1; i <= 21; i++) {
      const file = `images/clients/client-${String(i).padStart(2, '0')}.svg`;
      expect(existsSync(join(PUBLIC_DIR, file)), file).toBe(true);
    }
  });
});
