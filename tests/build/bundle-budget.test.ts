import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '#shared/content/public-routes.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import { chunkClosure, entryKeys, type ViteManifest } from '../../server/src/site/vite-manifest.ts';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import { postSeed } from '#shared/content/blog/post-seed.ts';
import { projectSeed } from '#shared/content/projects/project-seed.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';

/**
 * Budgets on what a visitor downloads (issue 15): every public page's first load transfers at most
 * 100 KB of JavaScript. A page's first load is the entry, the island runtime (React) it imports, and
 * the island modules the server lists for that page, as the production server renders it. Measured
 * from the production build (`npm run build`).
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}client/.vite/manifest.json`, 'utf8')) as ViteManifest;
const PAGE_BUDGET = 100 * 1024;
const EXTRA_PAGES = ['/search?q=drone', '/unsubscribe', '/no-such-page'];

/** Bytes on the wire: the server sends the build's Brotli (quality 11) copy to every current browser. */
const sizes = new Map<string, number>();
const transferBytes = (file: string) => {
  let bytes = sizes.get(file);
  if (bytes === undefined) {
    const body = readFileSync(`${dist}client/${file}`);
    bytes = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(file, bytes);
  }
  return bytes;
};
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + transferBytes(f), 0);

interface Render {
  render(request: { url: string; origin: string; siteData: SiteData }): Promise<{ routeFiles: string[] }>;
}
// The portfolio and project pages show the seeded items, as on a fresh install.
const STAMP = '2026-01-01T00:00:00.000Z';
const projects = projectSeed().map(
  (p) =>
    ({
      ...p,
      slug: p.slug ?? p.id,
      version: 1,
      createdAt: STAMP,
      updatedAt: STAMP,
    }) as unknown as ProjectEntry,
);
const posts = postSeed().map(
  (p) =>
    ({ ...p, slug: p.slug ?? p.id, version: 1, createdAt: STAMP, updatedAt: STAMP }) as unknown as PostEntry,
);
const siteData: SiteData = {
  posts: async () => posts,
  post: async (address) => {
    const entry = posts.find((p) => p.slug === address || p.id === address);
    return entry ? { entry } : null;
  },
  projects: async () => projects,
  project: async (address) => {
    const entry = projects.find((p) => p.slug === address || p.id === address);
    return entry ? { entry } : null;
  },
  portfolio: async (key) =>
    PORTFOLIO_SEED[key].map((item, order) => ({
      ...item,
      order,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })),
  inquiryFormToken: async () => 'token',
  listings: async () => [],
  listing: async () => null,
};
const everyPage = entryKeys(manifest);
const firstLoad = new Map<string, string[]>();

beforeAll(async () => {
  const { render } = (await import(pathToFileURL(`${dist}ssr/entry-server.js`).href)) as Render;
  for (const path of [...publicPaths(), ...EXTRA_PAGES]) {
    const { routeFiles } = await render({ url: path, origin: 'http://127.0.0.1', siteData });
    firstLoad.set(path, [...chunkClosure(manifest, [...everyPage, ...routeFiles]).scripts]);
  }
});

describe('JavaScript shipped to visitors', () => {
  it('when the site is built, then every public page is measured', () => {
    expect(firstLoad.size).toBeGreaterThanOrEqual(40);
  });

  it('when any public page is the first one opened, then its JavaScript transfers at most 100 KB', () => {
    const over = [...firstLoad].flatMap(([path, files]) => {
      const bytes = sum(files);
      if (process.env.BUNDLE_REPORT) console.log(`${path} ${(bytes / 1024).toFixed(1)} KB`);
      return bytes > PAGE_BUDGET ? [`${path}: ${bytes} bytes (${files.join(', ')})`] : [];
    });
    expect(over).toEqual([]);
  });

  it('when a public page loads, then no router and no zod code is downloaded', () => {
    for (const [path, files] of firstLoad) {
      for (const file of files) {
        const text = readFileSync(`${dist}client/${file}`, 'utf8');
        // zod's error map and issue codes appear in every zod build; public pages never parse with zod.
        expect(text.includes('invalid_union') && text.includes('unrecognized_keys'), `${path}: ${file}`).toBe(
          false,
        );
        // Links are plain page loads: react-router's client code is never shipped to a public page.
        expect(text.includes('useNavigate() may be used only'), `${path}: ${file}`).toBe(false);
      }
    }
  });

  it('when the admin loads, then its code is not part of any public page', () => {
    const admin = chunkClosure(manifest, ['src/features/admin/admin-page.island.tsx']).scripts;
    const adminOnly = [...admin].filter(
      (f) => ![...firstLoad.values()].some((files) => files.includes(f) && !f.includes('jsx-runtime')),
    );
    expect(adminOnly.length).toBeGreaterThan(0);
  });

  it('when a public page or the admin first loads, then the chart library is not downloaded: it comes with the Analytics section', () => {
    // uPlot names its plotting area 'u-over'; the class is in its code, not in ours.
    const hasChart = (file: string) => readFileSync(`${dist}client/${file}`, 'utf8').includes('u-over');
    const admin = chunkClosure(manifest, ['src/features/admin/admin-page.island.tsx']).scripts;
    const early = new Set([...admin, ...[...firstLoad.values()].flat()]);
    expect([...early].filter(hasChart)).toEqual([]);
    const everyScript = Object.values(manifest).map((chunk) => chunk.file);
    expect(everyScript.filter(hasChart).some((file) => file.includes('analytics-view'))).toBe(true);
  });
});
