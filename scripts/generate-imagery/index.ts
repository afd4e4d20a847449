/**
 * Deterministic generator of the site's license-clean imagery: brand SVGs (and PNGs of the logos), client wordmarks,
 * procedurally drawn real-estate pictures (with responsive variants), the typed image catalogue and
 * the pictures' blurred placeholders.
 * Usage: node scripts/generate-imagery/index.ts [--force] [--only=<path prefix>]
 * Existing pictures are kept unless --force, so a rerun only fills gaps; the catalogue and placeholders are always rewritten.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pageImages } from './image-list-pages.ts';
import { workImages } from './image-list-work.ts';
import { masterHeight, MASTER_WIDTH } from './image-spec.ts';
import { allVariantsExist, renderScene, writeVariants } from './render-variants.ts';
import { SCENES } from './scene-kinds.ts';
import { createRng } from './seeded-random.ts';
import { writeCatalog } from './write-catalog.ts';
import { writePlaceholders } from './write-placeholders.ts';
import { writeLogoRasters } from './write-logo-rasters.ts';
import { hasLargeVariant, writeLargeVariant } from './write-large-variants.ts';
import { writeSvgs } from './write-svgs.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PUBLIC_DIR = join(ROOT, 'site', 'public');
const CATALOG = join(ROOT, 'shared', 'content', 'media', 'image-catalog.ts');
const PLACEHOLDERS = join(ROOT, 'shared', 'content', 'media', 'image-placeholders.ts');

const force = process.argv.includes('--force');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const svgCount = await writeSvgs(PUBLIC_DIR, force);
console.log(`svg: ${svgCount} written`);
console.log(`logo png: ${await writeLogoRasters(PUBLIC_DIR, force)} written`);

const specs = [...pageImages(), ...workImages()];
let rendered = 0;
for (const spec of specs) {
  if (only && !spec.path.startsWith(only)) continue;
  if (!force && allVariantsExist(PUBLIC_DIR, spec.path)) continue;
  const started = Date.now();
  // Seeded by path: the same file always gets the same picture, and every file a different one.
  const svg = SCENES[spec.scene](createRng(spec.path), MASTER_WIDTH, masterHeight(spec));
  const master = await renderScene(svg);
  await writeVariants(PUBLIC_DIR, spec.path, master, spec.fallbackWidth ?? MASTER_WIDTH);
  rendered++;
  console.log(`${spec.path} (${spec.scene}) ${Date.now() - started} ms`);
}
console.log(`raster: ${rendered} rendered, ${specs.length} in catalogue`);

let large = 0;
for (const spec of specs) {
  if ((only && !spec.path.startsWith(only)) || !hasLargeVariant(spec)) continue;
  const svg = SCENES[spec.scene](createRng(spec.path), MASTER_WIDTH, masterHeight(spec));
  if (await writeLargeVariant(PUBLIC_DIR, spec, svg)) large++;
}
console.log(`full-screen 2560 px: ${large} rendered`);

const missing = specs.filter((s) => !allVariantsExist(PUBLIC_DIR, s.path)).length;
if (missing > 0) {
  console.log(`catalogue not written: ${missing} pictures still missing (run without --only)`);
} else {
  await mkdir(join(ROOT, 'shared', 'content', 'media'), { recursive: true });
  await writeCatalog(PUBLIC_DIR, CATALOG, specs);
  console.log(`catalogue: ${CATALOG}`);
  await writePlaceholders(
    PUBLIC_DIR,
    PLACEHOLDERS,
    specs.map((s) => s.path),
  );
  console.log(`placeholders: ${PLACEHOLDERS}`);
}
