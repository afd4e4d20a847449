import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15: a visitor's page never jumps. Hydration keeps the scroll position and focus, reload and
 * back restore the position as for plain pages, and only a real page change starts at the top.
 */

/** A phone-class connection: 1.6 Mbps down, 750 kbps up, 150 ms latency (Lighthouse's "slow 4G"). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Within a pixel or two: layout heights are fractional, the browser restores what it recorded. */
const near = (target: number) => (y: number) => Math.abs(y - target) <= 2;
const hydrated = (page: Page) => page.evaluate(() => document.body.classList.contains('loaded'));

test('when the visitor scrolls to 1500 px before hydration on a slow connection, then the page is still there after it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await throttle(page);
  await page.goto('/services/photography', { waitUntil: 'commit' });
  // The server's HTML is a complete page: as soon as it is long enough, the visitor scrolls.
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' && document.documentElement.scrollHeight > 1500 + window.innerHeight,
  );
  expect(await hydrated(page)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 1500));
  // and puts the focus on a link of the menu bar (an island, about to be hydrated).
  const focused = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('header.navbar a.nav-link[href="/about"]');
    link?.focus({ preventScroll: true });
    return document.activeElement === link ? (link?.outerHTML ?? '') : '';
  });
  expect(focused).not.toBe('');
  expect(await hydrated(page)).toBe(false);

  await page.locator('body.loaded').waitFor({ timeout: 45_000 });
  // The islands are live (the menu toggle answers), and nothing moved.
  await expect(page.locator('header.navbar')).toBeVisible();
  expect(await scrollY(page)).toBe(1500);
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
});

test('when a page is reloaded mid-way, then it opens at the same position', async ({ page }) => {
  await page.goto('/about');
  await page.locator('body.loaded').waitFor();
  // A settled page (its fonts in): what the browser restores is the position it recorded.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(300);
  await expect.poll(() => scrollY(page)).toBe(1200);
  await page.reload();
  await page.locator('body.loaded').waitFor();
  await expect.poll(async () => near(1200)(await scrollY(page))).toBe(true);
});

test('when the visitor goes back from a blog post, then the list is where they left it', async ({ page }) => {
  await page.goto('/');
  await page.locator('body.loaded').waitFor();
  // Scroll until a blog post link is on screen, and remember where that was.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('main a[href^="/blog/"]');
    if (link) window.scrollTo(0, Math.round(link.getBoundingClientRect().top + window.scrollY - 300));
  });
  // Where the visitor is once the sections scrolled to are rendered (a jump lands on sections not
  // laid out yet; the browser keeps what is on screen in place while they are: below-the-fold.css).
  const { left, linkTopLeft } = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const link = document.querySelector<HTMLAnchorElement>('main a[href^="/blog/"]');
    return {
      left: Math.round(window.scrollY),
      linkTopLeft: Math.round(link?.getBoundingClientRect().top ?? -1),
    };
  });
  expect(left).toBeGreaterThan(1000);
  // A click where the visitor is (no scrolling into view first).
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/blog/"]')?.click());
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await page.locator('body.loaded').waitFor();
  // A real page change starts at the top.
  expect(await scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 700));

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => near(left)(await scrollY(page))).toBe(true);
  await page.locator('body.loaded').waitFor();
  expect(near(left)(await scrollY(page))).toBe(true);
  // The same content is where it was: the link the visitor pressed is at the same height again.
  const linkTop = await page.evaluate(
    () => document.querySelector('main a[href^="/blog/"]')?.getBoundingClientRect().top ?? -1,
  );
  expect(near(linkTopLeft)(Math.round(linkTop))).toBe(true);
});
