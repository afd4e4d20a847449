import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a visitor downloads: for each public route, the entry chunk plus the route module's chunk
 * and everything they import statically, from Vite's manifest of the production build.
 */
const dist = fileURLToPath(new URL('../../dist/client/', import.meta.url));
interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const PUBLIC_ROUTE_MODULES = Object.keys(manifest).filter(
  (k) => k.startsWith('src/features/') && k.includes('/routes/') && !k.includes('/admin/'),
);
const JS_BUDGET = 100 * 1024;

describe('JavaScript shipped to visitors', () => {
  it('when the site is built, then every public route module is in the manifest', () => {
    expect(PUBLIC_ROUTE_MODULES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(PUBLIC_ROUTE_MODULES)('when %s is the first page, then its JS is at most 100 KB gzip', (route) => {
    const files = closure([entryKey, route]);
    const total = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
    expect(total, [...files].join(', ')).toBeLessThanOrEqual(JS_BUDGET);
  });

  it.each(PUBLIC_ROUTE_MODULES)('when %s loads, then no zod code is downloaded', (route) => {
    for (const file of closure([entryKey, route])) {
      const text = readFileSync(`${dist}${file}`, 'utf8');
      // zod's error map and issue codes appear in every zod build; public pages never parse with zod.
      expect(text.includes('invalid_union') && text.includes('unrecognized_keys'), file).toBe(false);
    }
  });
});
