import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { recordLayoutShifts, settledLayoutShifts } from './layout-shifts.ts';

/**
 * The site's own typefaces (docs/design.md, "Type"): headings in Fraunces and text in Manrope,
 * self-hosted on the site's origin as WOFF2, both faces preloaded, at most 80 KB of font on a
 * first view, and no layout shift when the faces arrive (metric-matched fallbacks).
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const FIRST_VIEW_FONT_BUDGET = 80 * 1024;
/** Home, a service, a portfolio, a project and a post. */
const SAMPLE = [
  '/',
  '/services/photography',
  '/portfolio/drone',
  '/projects/chelster-hall',
  '/blog/drone-photography-best-practices',
];

/** Every font response of a page load, with the bytes it carried over the wire. */
function collectFonts(page: Page) {
  const fonts: { url: string; type: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'font') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        fonts.push({
          url: response.url(),
          type: response.headers()['content-type'] ?? '',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })(),
    );
  });
  return { fonts, settled: () => Promise.all(pending) };
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when the home page loads, then headings and text are set in the self-hosted faces from the site itself', async ({
      page,
      site,
    }) => {
      const { fonts, settled } = collectFonts(page);
      await page.goto('/');
      await page.locator('body.loaded').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await settled();

      const heading = await page
        .locator('h1')
        .evaluate((h1) => getComputedStyle(h1).fontFamily.split(',')[0]?.trim());
      expect(heading).toBe('"Fraunces Variable"');
      const body = await page.evaluate(() =>
        getComputedStyle(document.body).fontFamily.split(',')[0]?.trim(),
      );
      expect(body).toBe('"Manrope Variable"');
      expect(await page.evaluate(() => document.fonts.check('1em "Fraunces Variable"'))).toBe(true);
      expect(await page.evaluate(() => document.fonts.check('1em "Manrope Variable"'))).toBe(true);

      // Both faces' core files came from this origin, as WOFF2, and nothing else was fetched as a
      // font: the page draws no character outside the core (scripts/subset-fonts.ts).
      expect(fonts.map((font) => new URL(font.url).pathname).sort()).toEqual([
        expect.stringMatching(/^\/assets\/fraunces-latin-core-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/manrope-latin-core-wght-normal-[\w-]+\.woff2$/),
      ]);
      for (const font of fonts) {
        expect(new URL(font.url).origin).toBe(site.url);
        expect(font.type).toBe('font/woff2');
      }
      const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
      expect(total).toBeLessThanOrEqual(FIRST_VIEW_FONT_BUDGET);
    });

    test('when a page is served, then its head preloads both faces with CORS', async ({ page }) => {
      await page.goto('/services/photography');
      const preloads = page.locator('head link[rel="preload"][as="font"]');
      await expect(preloads).toHaveCount(2);
      for (const preload of await preloads.all()) {
        await expect(preload).toHaveAttribute('type', 'font/woff2');
        await expect(preload).toHaveAttribute('crossorigin', '');
      }
      // The heading face first: the studio's look rests on it most, so it is the one to have by the first paint.
      await expect(preloads.first()).toHaveAttribute(
        'href',
        /^\/assets\/fraunces-latin-core-wght-normal-[\w-]+\.woff2$/,
      );
      await expect(preloads.last()).toHaveAttribute(
        'href',
        /^\/assets\/manrope-latin-core-wght-normal-[\w-]+\.woff2$/,
      );
      // The preloaded files are the ones the page uses (one request each, not two).
      await page.locator('body.loaded').waitFor();
      const requested = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
      );
      expect(requested.sort()).toEqual([expect.stringMatching(/fraunces/), expect.stringMatching(/manrope/)]);
    });

    test('when the sample pages load on a cold cache, then nothing shifts (CLS 0)', async ({ browser }) => {
      test.setTimeout(90_000);
      for (const path of SAMPLE) {
        // A new context each time: a first view, fonts and pictures not cached yet.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(path);
        const shifts = await settledLayoutShifts(page);
        expect(shifts, path).toEqual([]);
        await context.close();
      }
    });

    test('when the faces arrive only after the page is drawn, then nothing shifts (CLS 0)', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      for (const path of SAMPLE) {
        // A slow first view (a busy phone, a poor connection): the page is drawn in the fallbacks
        // before either face's file comes. Centred headings would move if a face swapped in then.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const fonts = await holdRequests(page, /\.woff2$/);
        await recordLayoutShifts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.locator('body.loaded').waitFor();
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(fonts.count(), path).toBeGreaterThan(0);
        fonts.release();
        const shifts = await settledLayoutShifts(page);
        expect(shifts, path).toEqual([]);
        await context.close();
      }
    });
  });
}

test('when a page draws a letter outside the core files, then the face draws it from its full Latin file', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('body.loaded').waitFor();
  await page.evaluate(() => document.fonts.ready);
  const fontFiles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2')),
    );
  expect(await fontFiles()).not.toContainEqual(expect.stringMatching(/-latin-wght-normal-/));

  // Text the owner could write: the è is not in the core files (scripts/subset-fonts.ts).
  await page.locator('h1').evaluate((h1) => {
    h1.textContent = 'Crème de la crème';
  });
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 1em "Fraunces Variable"', 'è')))
    .toBe(true);
  expect(await fontFiles()).toContainEqual(
    expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
  );
});
