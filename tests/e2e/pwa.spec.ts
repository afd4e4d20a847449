import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { type BrowserGlobals, cachedUrls, waitForServiceWorkerControl } from './pages/service-worker.ts';

/**
 * The installable PWA in Chromium: manifest, service worker, offline behaviour, never caching the
 * API or the admin, and the "new version available" prompt after a redeploy.
 */

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

/** PNG width and height from the IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('when the manifest is read, then it describes an installable standalone app with real icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Lumen Realty Media',
    short_name: 'Lumen Media',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#ffffff',
  });
  expect(String(manifest.description).length).toBeGreaterThan(20);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(parsed.errors).toEqual([]);
});

test('when the site is opened, then the service worker activates and Chromium reports it installable', async ({
  baseURL,
  request,
}, testInfo) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // Chromium does not offer installation in incognito profiles, which Playwright's contexts are.
  // Installability is the full browser's judgement (the app menu's Install), so this one runs in it.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('when the precache is listed, then it holds the app shell and offline page within budget, not images', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // Workbox's precache only: the runtime caches also keep the pictures of the page just visited.
  const urls = (await cachedUrls(page, 'precache')).map((u) => new URL(u).pathname);
  expect(urls).toContain('/offline.html');
  expect(urls).toContain('/offline.css');
  expect(urls.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
  expect(urls.some((u) => /^\/assets\/index-.*\.css$/.test(u))).toBe(true);
  expect(urls.filter((u) => u.startsWith('/images/'))).toEqual([]);

  // The budget stated in site/vite.config.ts: 250 KB gzip-compressed for everything precached.
  const sw = await readFile(join(dist, 'client', 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
  const { gzipSync } = await import('node:zlib');
  let total = 0;
  for (const url of precached) total += gzipSync(await readFile(join(dist, 'client', url))).length;
  expect(total).toBeLessThanOrEqual(250 * 1024);
});

test('when the network is gone, then a visited page reloads from cache and an unvisited one shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/about');
  await expect(page.locator('body')).toHaveClass(/loaded/);
  const onlineTitle = await page.title();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(onlineTitle);
  await expect(page.locator('body')).toHaveClass(/loaded/); // hydrated from the cached scripts
  expect(errors).toEqual([]);

  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  // Styled within the site's CSP (its inline <style> was refused): the precached style sheet applies.
  const look = await page.evaluate(() => [
    getComputedStyle(document.body).display,
    getComputedStyle(document.querySelector('.brand')!).backgroundColor,
  ]);
  expect(look).toEqual(['grid', 'rgb(15, 23, 42)']);
  expect(refused).toEqual([]);
  await context.setOffline(false);
});

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

/** Scrolls through the page so lazy pictures load; returns those that failed (naturalWidth 0). */
async function everyPictureAfterScrolling(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => !img.complete).length))
    .toBe(0);
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
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
    // Pictures never scrolled to (the footer's tiles load lazily) were never fetched: they show a
    // plain block, not the browser's broken-image icon.
    const unloaded = await everyPictureAfterScrolling(page);
    expect(unloaded, `pictures that failed to load on ${path}`).toEqual([]);
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

test('when the API and the admin are used, then the service worker never serves or stores them', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const fromServiceWorker: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (/^\/(api|admin|uploads)/.test(path) && res.fromServiceWorker()) fromServiceWorker.push(path);
  });
  const statuses = await page.evaluate(async () => {
    const g = globalThis as unknown as BrowserGlobals;
    const first = await g.fetch('/api/health');
    const second = await g.fetch('/api/health');
    return [first.status, second.status];
  });
  expect(statuses).toEqual([200, 200]);
  await page.goto('/admin');
  await page.goto('/');

  const urls = (await cachedUrls(page)).map((u) => new URL(u).pathname);
  expect(urls.filter((u) => /^\/(api|admin|uploads)/.test(u))).toEqual([]);
  expect(fromServiceWorker).toEqual([]);

  // Offline, the API fails instead of answering from a cache.
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    (globalThis as unknown as BrowserGlobals).fetch('/api/health').then(
      (r) => `status ${r.status}`,
      () => 'network error',
    ),
  );
  expect(offline).toBe('network error');
  await context.setOffline(false);
});
