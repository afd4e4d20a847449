import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BRAND_FILES } from './brand-svgs.ts';
import { clientLogoFiles } from './client-logos.ts';

/** Writes the brand SVGs and client wordmarks under site/public; returns how many were written. */
export async function writeSvgs(publicDir: string, force: boolean): Promise<number> {
  const files = { ...BRAND_FILES, ...clientLogoFiles() };
  let written = 0;
  for (const [rel, svg] of Object.entries(files)) {
    const target = join(publicDir, rel);
    if (!force && existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, svg);
    written++;
  }
  return written;
}
