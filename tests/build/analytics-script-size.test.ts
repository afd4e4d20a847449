import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkClosure, type ViteManifest } from '../../server/src/site/vite-manifest.ts';

/**
 * The page-measuring script (site/src/lib/analytics, docs/analytics.md) stays at most 2 KB on the
 * wire (Brotli, as the server sends it), counting what it loads beyond the entry the page already
 * has. Measured from the production build (`npm run build`).
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}client/.vite/manifest.json`, 'utf8')) as ViteManifest;
const brotli = (file: string) =>
  brotliCompressSync(readFileSync(`${dist}client/${file}`), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

// The page's entry (site/src/boot.ts, built from index.html), which every page has loaded already.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const entry = chunkClosure(manifest, entryKey ? [entryKey] : []).scripts;
const beyondEntry = (key: string) => [...chunkClosure(manifest, [key]).scripts].filter((f) => !entry.has(f));
/** The page-view script's chunk: the `analytics` group of site/vite.config.ts, which bundles it with what it shares. */
const measureKey =
  Object.keys(manifest).find((key) => manifest[key]?.src === 'src/lib/analytics/measure-visit.ts') ??
  Object.keys(manifest).find((key) => manifest[key]?.name === 'analytics') ??
  'no measure-visit chunk in the manifest';

describe('the analytics script', () => {
  it('when built, then the page-view script transfers at most 2 KB beyond the entry', () => {
    const files = beyondEntry(measureKey);
    expect(files.length).toBeGreaterThan(0);
    const bytes = files.reduce((total, f) => total + brotli(f), 0);
    console.info(`measure-visit: ${bytes} bytes (Brotli)`);
    expect(bytes).toBeLessThanOrEqual(2048);
  });

  it('when built, then the Web Vitals part is a chunk of its own, loaded after the page view is sent', () => {
    const measure = manifest[measureKey];
    expect(measure?.dynamicImports).toContain('src/lib/analytics/report-vitals.ts');
    const bytes = beyondEntry('src/lib/analytics/report-vitals.ts').reduce(
      (total, f) => total + brotli(f),
      0,
    );
    console.info(`report-vitals with web-vitals: ${bytes} bytes (Brotli)`);
    expect(bytes).toBeLessThanOrEqual(4096);
  });
});
