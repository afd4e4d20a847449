import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';
import { type AnalyticsSummary, analyticsSummarySchema } from '#shared/schemas/analytics.ts';
import { expect, test } from './fixtures.ts';
import { axeFor } from './axe.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * Cookieless analytics in Chromium (docs/analytics.md): three fresh browsers each viewing three
 * pages are 9 views and 3 visitors; the signed-in owner and a browser sending Sec-GPC are not
 * counted; no cookie or storage entry is set; the datastore keeps neither address nor user agent;
 * a page's Web Vitals reach the summary once it is left.
 */
test.use({ ownData: true });

const PAGES = ['/', '/about', '/blog'];
const TEMPLATES = ['home', 'about', 'blog'];
const agent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) AnalyticsVisitor${n}/1.0`;

const newVisitor = (browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options });

/** Opens a page and waits until its page-view beacon has gone out (and its Vitals code is loaded). */
async function view(page: Page, path: string) {
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith(API.analyticsEvent) && (r.postData() ?? '').includes('"pageview"'),
  );
  await page.goto(path);
  await beacon;
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('report-vitals')),
  );
  // The Vitals module runs once fetched; give it a moment to register its observers and hear the load metrics.
  await page.waitForTimeout(1000);
}

async function storageOf(page: Page) {
  return page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
}

async function summary(owner: BrowserContext): Promise<AnalyticsSummary> {
  const res = await owner.request.get(`${API.adminAnalyticsSummary}?days=1`);
  expect(res.status()).toBe(200);
  return analyticsSummarySchema.parse(await res.json());
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

test('when three browsers view three pages, then the summary shows 9 views and 3 visitors, and nothing identifies them', async ({
  browser,
  site,
}) => {
  test.setTimeout(120_000);
  const credentials = await createOwner('Ana Lytics');

  const visitors: BrowserContext[] = [];
  for (const n of [1, 2, 3]) {
    const context = await newVisitor(browser, site.url, { userAgent: agent(n) });
    const page = await context.newPage();
    for (const path of PAGES) {
      await view(page, path);
      expect(await storageOf(page)).toEqual({ local: 0, session: 0 });
    }
    // Leaving the last page hides it: its Web Vitals go out as the others' did on each navigation
    // (to an address of the site that is no page, so the views stay three). The browser stays open
    // until the end: closing it at once could cancel that last beacon.
    await page.goto(API.health);
    expect(await context.cookies()).toEqual([]);
    visitors.push(context);
  }

  // What the server keeps on disk holds neither the visitors' address nor their browsers. (Checked
  // once the counts are written, every 5 s, and before the owner signs in from the same address.)
  const counts = join(site.dataDir, 'analytics-counts.db');
  await expect
    .poll(async () => (await readFile(counts, 'utf8').catch(() => '')).includes('/blog'), { timeout: 15_000 })
    .toBe(true);
  for (const file of await filesUnder(site.dataDir)) {
    if (!file.endsWith('.db')) continue;
    const text = await readFile(file, 'utf8');
    expect(text, file).not.toContain('127.0.0.1');
    expect(text, file).not.toContain('AnalyticsVisitor');
  }

  const owner = await newVisitor(browser, site.url);
  const login = await owner.request.post(API.login, {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(login.status()).toBe(200);

  // The signed-in owner's own views are not counted.
  const ownerPage = await owner.newPage();
  await view(ownerPage, '/');
  await view(ownerPage, '/about');
  // Nor a browser sending Global Privacy Control.
  const private_ = await newVisitor(browser, site.url, {
    userAgent: agent(9),
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  const privatePage = await private_.newPage();
  await view(privatePage, '/contact');
  await privatePage.goto(API.health);
  await private_.close();

  await expect
    .poll(
      async () => {
        const { vitals } = await summary(owner);
        return TEMPLATES.flatMap((template) =>
          ['LCP', 'CLS', 'FCP', 'TTFB']
            .filter(
              (metric) =>
                !vitals.some((v) => v.template === template && v.device === 'all' && v.metric === metric),
            )
            .map((metric) => `${template} ${metric}`),
        );
      },
      { timeout: 15_000 },
    )
    .toEqual([]);

  const figures = await summary(owner);
  expect(figures.pages.filter((p) => PAGES.includes(p.path))).toEqual(
    expect.arrayContaining(PAGES.map((path) => ({ path, views: 3, visitors: 3 }))),
  );
  expect(figures.pages.map((p) => p.path).sort()).toEqual([...PAGES].sort());
  expect(figures.totals).toMatchObject({ views: 9, visitors: 3 });

  // The admin's Analytics section shows the same figures.
  const dashboard = await newVisitor(browser, site.url);
  const admin = new AdminPage(await dashboard.newPage());
  await admin.openSignedIn(credentials);
  await admin.tab('Analytics').click();
  const totals = admin.page.locator('.admin-analytics-totals');
  await expect(totals.locator('div', { hasText: 'Page views' }).locator('dd')).toHaveText('9');
  // The days' visitors added up, named so (not "unique visitors" of the period).
  await expect(totals.locator('div', { hasText: 'Visitors, counted once a day' }).locator('dd')).toHaveText(
    '3',
  );
  // Over a period the days add up: the owner is told what the figure can and cannot say.
  await expect(admin.page.getByText(/^A visitor is counted once a day .* counted again/)).toBeVisible();
  await expect(admin.page.getByRole('img', { name: 'Page views and unique visitors per day' })).toBeVisible();
  const pages = admin.page.getByRole('region', { name: 'Top pages' });
  await expect(pages.getByRole('row')).toHaveCount(4);
  // Each page by its name on the site, its address under it.
  const about = pages.getByRole('row').filter({ hasText: 'About Us' });
  await expect(about.getByRole('cell')).toHaveText(['About Us /about', '3', '3']);
  await expect(pages.getByRole('row').filter({ hasText: 'Home' }).getByRole('cell').first()).toHaveText(
    'Home /',
  );
  const speed = admin.page.getByRole('region', { name: /Speed for real visitors/ });
  // One row per kind of page, a column per measure: value and rating. (Besides home, about and
  // blog, a contact row: the Sec-GPC browser's leave-time Vitals beacon goes out without the header,
  // as Playwright's extra headers miss requests sent while a page is left. A real browser with
  // Global Privacy Control sends the header itself, and its pages send nothing: the test below.)
  const templates = new Set(figures.vitals.filter((v) => v.device === 'all').map((v) => v.template));
  expect([...templates]).toEqual(expect.arrayContaining(TEMPLATES));
  await expect(speed.getByRole('row')).toHaveCount(1 + templates.size);
  await expect(speed.getByRole('columnheader', { name: 'Main picture shown (LCP)' })).toBeVisible();
  const home = speed.getByRole('row', { name: /^Home page / });
  // Three visits measured: the figure, but too few visits to rate it (a rating takes 5).
  await expect(home.getByRole('cell').nth(1)).toHaveText(/^[\d.]+ (ms|s) Too few visits to rate$/);
  // The section with figures in it, chart library and all, passes axe.
  const checked = await axeFor(admin.page).include('.admin-analytics').analyze();
  expect(checked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  // The mouse on today's end of the chart: today's figures in the key.
  const plotted = admin.page.getByRole('img', { name: 'Page views and unique visitors per day' });
  await plotted.scrollIntoViewIfNeeded();
  const plotArea = (await plotted.locator('.u-over').boundingBox())!;
  await admin.page.mouse.move(plotArea.x + plotArea.width - 1, plotArea.y + plotArea.height / 2);
  await expect(admin.page.locator('.admin-analytics-chart figcaption')).toHaveText(
    /Page views\s*9\s*Unique visitors\s*3\s*$/,
    { useInnerText: true },
  );
  // The mouse off the chart: the key names the lines again.
  await admin.page.mouse.move(plotArea.x + plotArea.width / 2, plotArea.y + plotArea.height + 60);
  await expect(admin.page.locator('.admin-analytics-chart figcaption')).toHaveText(
    /^\s*Page views\s*Unique visitors\s*$/,
    { useInnerText: true },
  );
  await admin.page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(totals.locator('div', { hasText: 'Page views' }).locator('dd')).toHaveText('9');
  await dashboard.close();
  await owner.close();
  for (const context of visitors) await context.close();
});

test('when a browser has Global Privacy Control on, then its pages send no beacon at all', async ({
  browser,
  site,
}) => {
  const context = await newVisitor(browser, site.url, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  // What such a browser tells the page's script besides its requests' header.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API.analyticsEvent)) beacons.push(request.postData() ?? '');
  });
  await page.goto('/');
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.goto(API.health);
  expect(beacons).toEqual([]);
  await context.close();
});

test('when a browser opens an address that is no page, then it sends no beacon; a real page still does', async ({
  browser,
  site,
}) => {
  const context = await newVisitor(browser, site.url);
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API.analyticsEvent)) beacons.push(request.postData() ?? '');
  });
  // The site's 404 page (prerendered) and a listing's (rendered for the request): no visit of a page.
  for (const path of ['/wp-login.php', '/listings/no-such-house-123']) {
    expect((await page.goto(path))?.status()).toBe(404);
    // The page's script has started (it loads the measuring script with the islands' code).
    await page.waitForFunction(() => document.body.classList.contains('loaded'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  await view(page, '/about');
  await page.goto(API.health);
  expect(beacons.length).toBeGreaterThan(0);
  expect(beacons.filter((b) => !b.includes('"/about"'))).toEqual([]);
  await context.close();
});
