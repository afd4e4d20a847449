import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../../vite.config.ts';

/**
 * The worker's caches are bounded twice: by its own routes (workbox expiration) and by the keeper
 * of visited pages (site/public/sw-visited-pages.js). docs/pwa-offline.md promises 40 pages, 120
 * pictures and 120 code files; a lower bound on either side drops what the other kept, and a page
 * seen earlier loses its pictures offline sooner than promised.
 */
const DOCUMENTED = { pages: 40, images: 120, assets: 120 };

describe("the offline caches' bounds", () => {
  it('when the worker routes and the visited-pages keeper are read, then each cache has the documented bound on both', async () => {
    const routes = pwaOptions.workbox?.runtimeCaching ?? [];
    const routeBounds = Object.fromEntries(
      routes.map((route) => [route.options?.cacheName, route.options?.expiration?.maxEntries]),
    );
    const keeper = await readFile(new URL('../../../public/sw-visited-pages.js', import.meta.url), 'utf8');
    const limits = /LIMITS = \{ pages: (\d+), images: (\d+), assets: (\d+) \}/.exec(keeper);
    expect(limits, 'LIMITS in sw-visited-pages.js').not.toBeNull();
    const [, pages, images, assets] = limits!.map(Number);
    expect({ pages, images, assets }).toEqual(DOCUMENTED);
    expect(routeBounds).toEqual(DOCUMENTED);
  });
});
