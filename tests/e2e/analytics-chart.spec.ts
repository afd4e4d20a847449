import type { Page } from '@playwright/test';
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
  // The page still scrolls up and down and zooms with two fingers over the chart; only sideways
  // slides are the chart's.
  expect(await chart.locator('.u-over').evaluate((over) => getComputedStyle(over).touchAction)).toBe(
    'pan-y pinch-zoom',
  );
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

/**
 * The day labels as drawn: runs of inked columns in the strip under the plotting area, in CSS
 * pixels from the canvas's left edge. The strip starts a little under the area, past the lower half
 * of the y axis's "0" and of a line at 0 (uPlot draws nothing else there: no ticks, no vertical
 * grid). Gaps narrower than a few pixels are the spaces inside one label ("Nov 26").
 */
async function dayLabels(page: Page) {
  return page.locator('.admin-analytics-chart').evaluate((figure) => {
    const canvas = figure.querySelector('canvas')!;
    const over = figure.querySelector('.u-over')!.getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const top = Math.ceil((over.bottom - box.top + 6) * scale);
    const strip = canvas.getContext('2d')!.getImageData(0, top, canvas.width, canvas.height - top);
    let inkTop = strip.height;
    let inkBottom = -1;
    const inked = (x: number) => {
      let any = false;
      for (let y = 0; y < strip.height; y++) {
        if (strip.data[(y * strip.width + x) * 4 + 3]! <= 64) continue;
        any = true;
        inkTop = Math.min(inkTop, y);
        inkBottom = Math.max(inkBottom, y);
      }
      return any;
    };
    const runs: { left: number; right: number }[] = [];
    const joinGap = 6 * scale;
    for (let x = 0; x < strip.width; x++) {
      if (!inked(x)) continue;
      const last = runs.at(-1);
      if (last && x - last.right <= joinGap) last.right = x;
      else runs.push({ left: x, right: x });
    }
    return {
      width: box.width,
      plotRight: over.right - box.left,
      labels: runs.map((r) => ({ left: r.left / scale, right: (r.right + 1) / scale })),
      /** From the strip's top to the lowest ink (the labels' tops may be cut by where it starts). */
      inkTop: inkTop / scale,
      inkBottom: (inkBottom + 1) / scale,
    };
  });
}

test('when the chart is shown from a desktop down to the narrowest phone, then its day labels are whole, apart, and the last one is today', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Ana Widths'));
  await admin.tab('Analytics').click();
  const chart = page.getByRole('img', { name: 'Page views and unique visitors per day' });
  await expect(chart).toBeVisible();
  for (const width of [1280, 1024, 768, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    // Redrawn for the new width (a ResizeObserver) before it is read.
    await expect
      .poll(() =>
        chart.evaluate((element) => {
          const canvas = element.querySelector('canvas')!;
          return Math.abs(canvas.getBoundingClientRect().width - element.closest('figure')!.clientWidth);
        }),
      )
      .toBeLessThan(2);
    const drawn = await dayLabels(page);
    const at = `at ${width} px: ${JSON.stringify({ ...drawn, labels: drawn.labels.map((l) => [Math.round(l.left), Math.round(l.right)]) })}`;
    // A label a line can be read from (30 days: a few at least, even on the narrowest phone).
    expect(drawn.labels.length, at).toBeGreaterThanOrEqual(3);
    // Drawn at the type's size (12 px: a drawing scaled down to a phone made them about 6 px high).
    expect(drawn.inkBottom - drawn.inkTop, at).toBeGreaterThanOrEqual(6);
    for (const [i, label] of drawn.labels.entries()) {
      // Whole: no label runs off either side of the drawing.
      expect(label.left, at).toBeGreaterThan(0.5);
      expect(label.right, at).toBeLessThan(drawn.width - 0.5);
      // One day's name each ("Nov 26" is about 40 px): two run together would be one wider run.
      expect(label.right - label.left, at).toBeLessThan(50);
      if (i > 0) expect(label.left - drawn.labels[i - 1]!.right, at).toBeGreaterThanOrEqual(10);
    }
    // The last label sits under the right end of the plotting area: today's.
    const last = drawn.labels.at(-1)!;
    expect(Math.abs((last.left + last.right) / 2 - drawn.plotRight), at).toBeLessThan(3);
  }
});
