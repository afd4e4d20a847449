import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkClosure, entryKeys, type ViteManifest } from '../../server/src/site/vite-manifest.ts';

/**
 * Budgets on what a visitor downloads, from Vite's manifest of the production build. Issue 7 asks for
 * at most 100 KB of JS (gzip) per page; React 19 and the react-router data router alone are ~97 KB
 * gzip / ~90 KB Brotli, so that total is not met (figures and the plan in docs/benchmarks.md). These
 * checks hold what is in our hands: the shared entry stays under 100 KB as transferred (Brotli, which
 * the server sends), and no page adds more than 40 KB of its own. For each public route: the entry chunk
 * plus the route module's chunk, from Vite's manifest of the production build.
 */
const dist = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as ViteManifest;
const closure = (keys: string[]) => chunkClosure(manifest, keys).scripts;

/** Bytes on the wire: the server sends the build's Brotli (quality 11) copy to every current browser. */
const transferBytes = (file: string) =>
  brotliCompressSync(readFileSync(`${dist}${file}`), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;
const PUBLIC_ROUTE_MODULES = Object.keys(manifest).filter(
  (k) => k.startsWith('src/features/') && k.includes('/routes/') && !k.includes('/admin/'),
);
const ENTRY_BUDGET = 100 * 1024;
const ROUTE_BUDGET = 40 * 1024;
// The entry (boot.ts) starts the hydration code with a dynamic import: every page downloads both.
const everyPage = entryKeys(manifest);
const entryFiles = closure(everyPage);
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + transferBytes(f), 0);

describe('JavaScript shipped to visitors', () => {
  it('when the site is built, then every public route module is in the manifest', () => {
    expect(PUBLIC_ROUTE_MODULES.length).toBeGreaterThanOrEqual(15);
  });

  it('when any page loads, then the shared entry transfers at most 100 KB', () => {
    expect(sum(entryFiles), [...entryFiles].join(', ')).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it.each(PUBLIC_ROUTE_MODULES)('when %s is the first page, then it adds at most 40 KB of JS', (route) => {
    const own = [...closure([...everyPage, route])].filter((f) => !entryFiles.has(f));
    expect(sum(own), own.join(', ')).toBeLessThanOrEqual(ROUTE_BUDGET);
  });

  it.each(PUBLIC_ROUTE_MODULES)('when %s loads, then no zod code is downloaded', (route) => {
    for (const file of closure([...everyPage, route])) {
      const text = readFileSync(`${dist}${file}`, 'utf8');
      // zod's error map and issue codes appear in every zod build; public pages never parse with zod.
      expect(text.includes('invalid_union') && text.includes('unrecognized_keys'), file).toBe(false);
    }
  });
});
