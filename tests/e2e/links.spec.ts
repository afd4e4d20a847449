import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { publicPaths } from '#shared/content/public-routes.ts';

/** A link to a picture (a gallery card without the script links to its photo), not to a page. */
const PICTURE = /\.(?:jpe?g|png|webp|avif|svg)$/;

/**
 * Internal link targets of a page that stay on this site (no API calls): the pages its <a href>
 * lead to, and the pictures it shows (<img src>) or links to (a gallery card's <a href>).
 */
function internalTargets(html: string): { pages: string[]; images: string[] } {
  const decode = (v: string) => v.replaceAll('&amp;', '&');
  const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)]
    .map((m) => decode(m[1]!))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href !== '' && !href.startsWith('/api/'));
  const images = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)]
    .map((m) => decode(m[1]!))
    .filter((src) => src.startsWith('/') && !src.startsWith('//'));
  return {
    pages: links.filter((href) => !PICTURE.test(href)),
    images: [...images, ...links.filter((href) => PICTURE.test(href))],
  };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

test('when sitemap.xml is read, then it lists exactly the public routes, each answering 200 with its canonical', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(new Set(paths).size).toBe(paths.length);
  expect([...paths].sort()).toEqual([...publicPaths()].sort());
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const canonical = /<link data-ph rel="canonical" href="([^"]+)">/.exec(await response.text())?.[1];
    expect(canonical && new URL(canonical).pathname, path).toBe(path);
  }
});

test('when every internal link is followed from the home page and the sitemap, then none is broken', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const queue = ['/', ...(await sitemapPaths(request))];
  const seen = new Set<string>(queue);
  const images = new Set<string>();
  const broken: string[] = [];
  const linkedPages = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} -> ${response.status()}`);
      continue;
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue;
    const found = internalTargets(await response.text());
    for (const image of found.images) images.add(image);
    for (const link of found.pages) {
      linkedPages.add(new URL(link, 'http://site.invalid').pathname);
      if (seen.has(link) || seen.size > 400) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  for (const image of images) {
    const response = await request.head(image);
    if (response.status() !== 200) broken.push(`${image} -> ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);

  // Every page the site links to is in sitemap.xml, apart from pages that must not be indexed.
  const unlisted = new Set(['/search', '/unsubscribe', '/admin']);
  const sitemap = new Set(await sitemapPaths(request));
  const missing = [...linkedPages].filter((p) => !sitemap.has(p) && !unlisted.has(p));
  expect(missing).toEqual([]);
});
