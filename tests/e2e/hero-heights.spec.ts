import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Spec section 4 (Hero) and the constants list: home full screen; other heroes 475 px on desktop;
 * 472 px on the portfolio pages; 60vh minimum on the mobile home. Measured in Chromium at a laptop
 * width (1366) and a phone width (390).
 */
const PAGES = [
  '/services',
  '/services/photography',
  '/services/ai-services',
  '/about',
  '/blog',
  '/blog/drone-photography-best-practices',
  '/contact',
  '/projects',
  '/projects/chelster-hall',
  '/privacy',
];
const PORTFOLIO_PAGES = ['/portfolio', '/portfolio/photography', '/portfolio/ai-services'];

const heroHeight = async (page: Page, path: string) => {
  await page.goto(path);
  return page.locator('section.hero').evaluate((hero) => hero.getBoundingClientRect().height);
};

test('when the window is 1366 px wide, then home fills the screen, pages are 475 px and portfolio pages 472 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  expect(await heroHeight(page, '/')).toBe(768);
  for (const path of PAGES) expect(await heroHeight(page, path), path).toBe(475);
  for (const path of PORTFOLIO_PAGES) expect(await heroHeight(page, path), path).toBe(472);
  // Nothing is cut off: the content fits inside the fixed height.
  for (const path of ['/services/photography', '/portfolio/ai-services']) {
    await page.goto(path);
    const fits = await page
      .locator('section.hero .hero-content')
      .evaluate((content) => content.scrollHeight <= (content.parentElement?.clientHeight ?? 0));
    expect(fits, path).toBe(true);
  }
});

test('when the window is 390 px wide, then home is at least 60vh and not forced full screen, pages at least their heights', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const home = await heroHeight(page, '/');
  expect(home).toBeGreaterThanOrEqual(0.6 * 844 - 0.5);
  expect(home).toBeLessThan(844);
  for (const path of PAGES) expect(await heroHeight(page, path), path).toBeGreaterThanOrEqual(475);
  for (const path of PORTFOLIO_PAGES) expect(await heroHeight(page, path), path).toBeGreaterThanOrEqual(472);
});
