import { COMPANY } from '#shared/content/company.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * The admin's chart of visits on a phone (docs/analytics.md): drawn at the phone's own size, and
 * a finger points at a day as the mouse does on a desktop (analytics.spec.ts). uPlot follows the
 * mouse only; site/src/features/admin/components/chart-touch.ts adds fingers.
 */
test.use({ ownData: true });

test('when the owner opens Analytics on a phone, then the chart is drawn at its own size, a finger on a day shows its figures in the key, and sliding it goes from day to day', async ({
  browser,
  site,
}) => {
  const credentials = await createOwner('Ana Phone');
  const phone = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const admin = new AdminPage(await phone.newPage());
  await admin.openSignedIn(credentials);
  await admin.tab('Analytics').click();
  const chart = admin.page.getByRole('img', { name: 'Page views and unique visitors per day' });
  await expect(chart).toBeVisible();
  const key = admin.page.locator('.admin-analytics-chart figcaption');
  // Until a day is pointed at, the key names the two lines and nothing else.
  await expect(key).toHaveText(/^\s*Page views\s*Unique visitors\s*$/, { useInnerText: true });
  // Drawn for the phone's width, pixel for pixel (a desktop-sized drawing scaled down to a phone
  // made its 12 px labels about 6 px high), and inside the screen.
  const drawn = await chart.evaluate((element) => {
    const canvas = element.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    return {
      cssWidth: box.width,
      right: box.right,
      drawnWidth: canvas.width,
      ratio: devicePixelRatio,
      frame: element.closest('figure')!.getBoundingClientRect().width,
    };
  });
  expect(drawn.right).toBeLessThanOrEqual(390);
  expect(drawn.cssWidth).toBeGreaterThan(drawn.frame - 2);
  expect(drawn.ratio).toBe(3);
  expect(drawn.drawnWidth).toBe(Math.round(drawn.cssWidth * drawn.ratio));
  // The period's last day is today (the agency's day in Toronto, as the counts are kept).
  const today = new Date().toLocaleDateString('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: COMPANY.timeZone,
  });
  const shows = (day: string) =>
    new RegExp(`^\\s*Day\\s*${day}\\s*Page views\\s*\\d+\\s*Unique visitors\\s*\\d+\\s*$`);
  // A tap on the right end of the plotting area (uPlot's overlay): today's figures.
  await chart.scrollIntoViewIfNeeded();
  const area = (await chart.locator('.u-over').boundingBox())!;
  const middle = area.y + area.height / 2;
  await admin.page.touchscreen.tap(area.x + area.width - 2, middle);
  await expect(key).toHaveText(shows(today), { useInnerText: true });
  // They stay once the finger is off, and after a tap elsewhere (the browser then tells the chart
  // the pointer has left it, which for a mouse clears the key).
  await admin.page.touchscreen.tap(area.x + area.width / 2, area.y - 40);
  await admin.page.waitForTimeout(500);
  expect(await key.innerText()).toMatch(shows(today));
  // A finger put on today and slid to the chart's left end, past it: the period's first day, 29
  // days before today (the period chosen is the last 30 days).
  const todayIso = new Date().toLocaleDateString('en-CA', { timeZone: COMPANY.timeZone });
  const firstDay = new Date(Date.parse(`${todayIso}T12:00:00Z`) - 29 * 86_400_000).toLocaleDateString(
    'en-CA',
    { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
  await expect(admin.page.getByLabel('Period')).toHaveValue('30');
  const cdp = await phone.newCDPSession(admin.page);
  const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y: middle }],
    });
  await finger('touchStart', area.x + area.width - 2);
  for (const share of [0.75, 0.5, 0.25, 0]) await finger('touchMove', area.x + area.width * share - 10);
  await expect(key).toHaveText(shows(firstDay), { useInnerText: true });
  await finger('touchEnd');
  await admin.page.waitForTimeout(500);
  expect(await key.innerText()).toMatch(shows(firstDay));
  await phone.close();
});
