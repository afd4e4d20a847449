import { expect, test } from './fixtures.ts';
import { BLOG_POSTS } from '#shared/content/blog/posts.ts';

test('when /blog/feed.xml is parsed by the browser, then it is a valid RSS 2.0 feed of the posts with absolute links, announced by every blog page', async ({
  page,
  request,
}) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  await page.goto('/blog');
  const feedHref = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  expect(feedHref).toMatch(/^https?:\/\/[^/]+\/blog\/feed\.xml$/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
        date: item.querySelector('pubDate')?.textContent ?? '',
      })),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('rss');
  expect(parsed.version).toBe('2.0');
  expect(parsed.items.map((i) => i.title)).toEqual(BLOG_POSTS.map((p) => p.title));
  for (const item of parsed.items) {
    expect(new URL(item.link).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(Number.isNaN(Date.parse(item.date))).toBe(false);
  }
  await page.goto(`/blog/${BLOG_POSTS[0]!.slug}`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
});
