import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Spec section 9: content fades in once as it scrolls into view (site/src/lib/reveal-on-scroll.ts).
 * An element is hidden only once it comes within half a screen below the fold, so a page load
 * restyles a handful of elements, never what is on screen and never the whole page.
 */

/** Each `[data-reveal]` element's state: its classes and whether it is above, on or below the screen. */
function revealStates(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-reveal]')].map((element) => {
      const box = element.getBoundingClientRect();
      return {
        pending: element.classList.contains('is-pending'),
        revealed: element.classList.contains('is-revealed'),
        onScreen: box.top < window.innerHeight && box.bottom > 0,
        screensBelow: (box.top - window.innerHeight) / window.innerHeight,
      };
    }),
  );
}

const framesPainted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('reveal on scroll', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the home page has loaded, then nothing on screen is hidden and only the elements just below the fold are made ready', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('body.loaded').waitFor();
    await framesPainted(page);
    const states = await revealStates(page);
    expect(states.length).toBeGreaterThan(10);
    expect(states.filter((s) => s.onScreen && s.pending)).toEqual([]);
    // Far below (more than a screen): untouched, still as the server sent it.
    const far = states.filter((s) => s.screensBelow > 1);
    expect(far.length).toBeGreaterThan(5);
    expect(far.filter((s) => s.pending || s.revealed)).toEqual([]);
  });

  test('when the visitor scrolls down, then each element is hidden before it arrives and shown once it is on screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('body.loaded').waitFor();
    const faq = page.locator('[data-reveal]').last();
    expect(await faq.evaluate((element) => element.className)).not.toMatch(/is-pending|is-revealed/);
    // Step down the page as a visitor does, a third of a screen at a time.
    await page.evaluate(async () => {
      const step = Math.round(window.innerHeight / 3);
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
        window.scrollBy(0, step);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect
      .poll(async () => (await revealStates(page)).filter((s) => s.pending && s.onScreen))
      .toEqual([]);
    await expect(faq).toHaveClass(/is-revealed/);
    await expect.poll(() => faq.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('when the visitor jumps far down, then what is on screen at once stays shown without fading', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('body.loaded').waitFor();
    const target = page.locator('[data-reveal]').last();
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await framesPainted(page);
    await framesPainted(page);
    const onScreen = (await revealStates(page)).filter((s) => s.onScreen);
    expect(onScreen.length).toBeGreaterThan(0);
    expect(onScreen.filter((s) => s.pending || s.revealed)).toEqual([]);
    expect(await target.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('when the visitor prefers reduced motion, then nothing is hidden or animated', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('body.loaded').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await framesPainted(page);
    const states = await revealStates(page);
    expect(states.filter((s) => s.pending || s.revealed)).toEqual([]);
  });
});
