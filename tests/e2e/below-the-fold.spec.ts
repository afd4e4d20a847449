import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

/**
 * Sections below the fold are skipped while a page loads and rendered once it has loaded, one per
 * frame (site/src/lib/below-the-fold.ts and .css): the first paint pays for the
 * hero only, and the loaded page is the real one, at its real height, for anything that reads it.
 */

const SECTIONS = '#main-content > section:not(.hero)';

/** The `content-visibility` each section below the hero has now. */
const sectionVisibility = (page: Page) =>
  page.$$eval(SECTIONS, (sections) => sections.map((section) => getComputedStyle(section).contentVisibility));

test.describe('sections below the fold', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when a service page is still loading, then the sections below the hero wait; once loaded, every one is rendered at its real height', async ({
    page,
  }) => {
    // The hero's picture is held at the network, so the page stays in its loading state.
    const pictures = await holdRequests(page, /\.(avif|webp|jpe?g)(\?.*)?$/);
    await page.goto('/services/floorplans', { waitUntil: 'domcontentloaded' });
    await expect.poll(pictures.count).toBeGreaterThan(0);
    const loading = await sectionVisibility(page);
    expect(loading.length).toBeGreaterThan(3);
    expect(loading.every((value) => value === 'auto')).toBe(true);

    pictures.release();
    await page.waitForLoadState('load');
    await expect.poll(() => sectionVisibility(page)).toEqual(loading.map(() => 'visible'));
    // The real height: the same as with every section rendered at once.
    const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => document.documentElement.classList.add('render-all'));
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(rendered);
  });
});
