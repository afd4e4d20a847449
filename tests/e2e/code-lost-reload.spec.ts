import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A page whose code failed to arrive (site/src/lib/load-again.ts): the browser keeps a failed
 * module import for the life of the page, so the page loads itself again, once, when that loses
 * nothing; otherwise, and after that one try, it stays as the server made it and works without
 * script (early-press-no-script.spec.ts).
 */
const RUNTIME = /\/assets\/runtime-[^/]+\.js$/;

/** How many documents the tab has loaded since this was called. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('domcontentloaded', () => {
    loads++;
  });
  return () => loads;
}

const islandsWithoutScript = (page: Page) => page.locator('[data-island][data-no-script]');

test("when a page's code fails to arrive once, then the page loads itself again and its islands work", async ({
  page,
}) => {
  let asked = 0;
  await page.route(RUNTIME, (route) => (asked++ === 0 ? route.abort('aborted') : route.fallback()));
  const loads = countLoads(page);
  await page.goto('/about');
  await expect(page.locator('body.loaded')).toBeAttached();
  expect(loads()).toBe(2);
  expect(asked).toBe(2);
  await expect(islandsWithoutScript(page)).toHaveCount(0);
  await expect(page.locator('[data-island][data-hydrated]').first()).toBeAttached();
});

test('when it fails again, then the page is not loaded a third time and is left working without script', async ({
  page,
}) => {
  let asked = 0;
  await page.route(RUNTIME, (route) => {
    asked++;
    return route.abort('aborted');
  });
  const loads = countLoads(page);
  await page.goto('/about');
  // Marked without script only once the page decided not to load again.
  await expect(islandsWithoutScript(page).first()).toBeAttached();
  expect(loads()).toBe(2);
  expect(asked).toBe(2);
  await expect(page.locator('body')).not.toHaveClass(/loaded/);
});

test('when the visitor typed into a form before the code failed, then the page is not loaded again and keeps what they typed', async ({
  page,
}) => {
  let fail!: () => void;
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route(RUNTIME, async (route) => {
    await failed;
    await route.abort('aborted');
  });
  const loads = countLoads(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const firstName = page.locator('form.inquiry-form').getByLabel('First name');
  await firstName.fill('Noé');
  fail();
  await expect(islandsWithoutScript(page).first()).toBeAttached();
  expect(loads()).toBe(1);
  await expect(firstName).toHaveValue('Noé');
});
