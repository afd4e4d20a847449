import { expect, type Page, test } from '@playwright/test';
import { cachedUrls, waitForServiceWorkerControl } from './pages/service-worker.ts';

/**
 * Every public page a visitor has seen reloads offline with its pictures, however they reached
 * it: the first page (loaded before the service worker took control), in-app links (client-side
 * navigation) and the back button (docs/pwa-offline.md).
 */

/** Whether the service worker has stored `path` in its page cache. */
function pageKept(page: Page, path: string): Promise<boolean> {
  return cachedUrls(page).then((urls) => urls.some((u) => new URL(u).pathname === path));
}

/** The pictures in view, each with its loaded size (0 when it failed to load). */
function picturesInView(page: Page): Promise<{ src: string; width: number }[]> {
  return page.evaluate(() => {
    const { document, innerHeight } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<PictureElement> };
      innerHeight: number;
    };
    interface PictureElement {
      currentSrc: string;
      naturalWidth: number;
      complete: boolean;
      getBoundingClientRect(): { top: number; bottom: number; width: number };
    }
    return Array.from(document.querySelectorAll('main img'))
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .map((img) => ({ src: img.currentSrc, width: img.complete ? img.naturalWidth : 0 }));
  });
}

test('when a visitor opened / and clicked through three pages, then offline each reloads with its content and pictures, and an unvisited page shows the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // The first page is loaded before the service worker controls it.
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(/loaded/);
  await waitForServiceWorkerControl(page);
  const visited: { path: string; heading: string }[] = [
    { path: '/', heading: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '' },
  ];
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of [
    ['Projects', '/projects'],
    ['About', '/about'],
    ['Blog', '/blog'],
  ] as const) {
    // In-app links: client-side navigation, no page load the worker could see.
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    visited.push({ path, heading: (await heading.textContent()) ?? '' });
  }
  // And back with the browser's back button.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  for (const { path } of visited)
    await expect.poll(() => pageKept(page, path), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  for (const { path, heading } of visited) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/loaded/);
    const pictures = await picturesInView(page);
    expect(pictures.length, `pictures in view on ${path}`).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.width, `${path}: ${picture.src}`).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);

  // Never the admin or the API.
  const urls = (await cachedUrls(page)).map((u) => new URL(u).pathname);
  expect(urls.filter((u) => /^\/(api|admin)(\/|$)/.test(u))).toEqual([]);
});
