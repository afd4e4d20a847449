import { expect, test } from './fixtures.ts';
import { cachedUrls, waitForServiceWorkerControl } from './pages/service-worker.ts';

/**
 * A visitor who came by a newsletter's or an ad's link (`?utm_source=...`, Facebook's `?fbclid=...`)
 * has seen that page: offline, the page at its own address reloads too (docs/pwa-offline.md: every
 * public page a visitor has seen, however they reached it). The server answers those addresses
 * with the page itself (docs/rendering.md), so the worker keeps it under the page's address.
 */
test('when a visitor came to /about by a campaign link, then offline /about reloads from the kept copy', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/about?utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc123');
  await expect(page.locator('body')).toHaveClass(/loaded/);
  await waitForServiceWorkerControl(page);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect
    .poll(async () => (await cachedUrls(page, 'pages')).map((u) => new URL(u).pathname), { timeout: 15_000 })
    .toContain('/about');

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The campaign's address again (the newsletter's link opened offline) finds the same copy.
  await page.goto('/about?utm_source=newsletter&fbclid=another');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await context.setOffline(false);
});

test('when the blog was filtered by a search, then offline that search reloads and the plain blog is not it', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/blog?q=drone&utm_campaign=spring');
  await expect(page.locator('body')).toHaveClass(/loaded/);
  await waitForServiceWorkerControl(page);
  await expect
    .poll(async () => (await cachedUrls(page, 'pages')).map((u) => new URL(u).search), { timeout: 15_000 })
    .toContain('?q=drone');
  const count = (await page.locator('.blog-count').textContent()) ?? '';

  await context.setOffline(true);
  await page.goto('/blog?q=drone');
  await expect(page.locator('.blog-count')).toHaveText(count);
  await context.setOffline(false);
});
