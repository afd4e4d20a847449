import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` whose address matches `url` at the network until `release()`, so
 * a test can act while the page is still waiting for it. `count()` says how many are held.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { count: () => held, release };
}
