import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GalleryPage } from './pages/gallery-page.ts';

/**
 * Islands below the fold are hydrated when they come near the screen or when a visitor reaches for
 * them (site/src/islands/when-needed.ts): none of their work runs while the page loads, and none of
 * a visitor's first clicks, key presses or keystrokes is lost.
 */

/** React marks the element it hydrates into (its root container) with a `__reactContainer$…` key. */
const isHydrated = (island: Locator) =>
  island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')));

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test.describe('islands hydrated when needed', () => {
  test('when a service page has loaded, then the menu bar is hydrated and the gallery and FAQ below the fold are not, until the visitor scrolls to them', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/video');
    await expect.poll(() => isHydrated(island(page, 'components/layout/navbar'))).toBe(true);
    const grid = island(page, 'components/ui/gallery-grid');
    const faq = island(page, 'components/ui/accordion');
    expect(await isHydrated(grid)).toBe(false);
    expect(await isHydrated(faq)).toBe(false);

    await grid.locator('.gallery-grid').scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(grid)).toBe(true);
  });

  test('when a visitor clicks a card below the fold at once, then the viewer opens', async ({ page }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/video');
    const grid = island(page, 'components/ui/gallery-grid');
    expect(await isHydrated(grid)).toBe(false);
    // The click scrolls the card into view and presses it in the same breath.
    await gallery.cards().first().click();
    await expect(gallery.dialog).toBeVisible();
  });

  test('when a keyboard user tabs onto a card not yet hydrated and presses Enter, then the viewer opens', async ({
    page,
  }) => {
    const gallery = new GalleryPage(page);
    await gallery.open('/services/video');
    const grid = island(page, 'components/ui/gallery-grid');
    const card = gallery.cards().first();
    // Focus arrives without the card being scrolled near first (no IntersectionObserver report yet).
    await card.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
    expect(await isHydrated(grid)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(gallery.dialog).toBeVisible();
  });

  test('when a visitor opens an FAQ answer below the fold at once, then it opens', async ({ page }) => {
    await page.goto('/services/video');
    await page.locator('body.loaded').waitFor();
    const question = island(page, 'components/ui/accordion').locator('button[aria-expanded]').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  for (const path of ['/privacy', '/services/automation', '/']) {
    test(`when ${path} loads, then no island code is requested before its hero picture is painted`, async ({
      page,
    }) => {
      // A phone's screen and CPU, as Lighthouse's mobile run assumes: painting the hero takes long enough
      // after the load event for island code fetched at that event to start first.
      await page.setViewportSize({ width: 412, height: 823 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await page.locator('body.loaded').waitFor();
      const timing = await page.evaluate(
        () =>
          new Promise<{ inHero: boolean; painted: number; firstIslandCode: number }>((resolve) => {
            new PerformanceObserver((list) => {
              const lcp = list.getEntries().at(-1) as PerformanceEntry & {
                renderTime: number;
                element: Element | null;
              };
              const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
              const islandCode = performance
                .getEntriesByType('resource')
                .filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js') && r.name !== entry);
              resolve({
                inHero: !!lcp.element?.closest('.hero'),
                painted: lcp.renderTime || lcp.startTime,
                firstIslandCode: Math.min(...islandCode.map((r) => r.startTime)),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timing.inHero).toBe(true);
      expect(timing.firstIslandCode).toBeGreaterThan(timing.painted);
    });
  }
});
