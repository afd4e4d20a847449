import { OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { API } from '#shared/api/paths.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * The admin's Analytics section as the owner uses it (docs/analytics.md): figures on screen stay
 * while another period loads and when it cannot be loaded. What the figures count is
 * analytics.spec.ts.
 */

test('when another period is on its way or cannot be loaded, then the figures on screen stay and the section says so; asked again, they come', async ({
  page,
  context,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Ana Offline'));
  await admin.tab('Analytics').click();
  const section = page.getByRole('region', { name: 'Visitors', exact: true });
  const period = section.getByLabel('Period');
  const chart = section.getByRole('img', { name: 'Page views and unique visitors per day' });
  await expect(chart).toBeVisible();
  await expect(period).toHaveValue('30');
  await expect(section).toHaveAttribute('aria-busy', 'false');

  // Held on its way: the section says what is coming, and the figures of 30 days stay meanwhile.
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const sevenDays = (url: URL) =>
    url.pathname === API.adminAnalyticsSummary && url.searchParams.get('days') === '7';
  await page.route(sevenDays, async (route) => {
    await held;
    await route.continue();
  });
  await period.selectOption({ label: 'Last 7 days' });
  await expect(section.getByRole('status')).toHaveText('Loading the figures for the last 7 days...');
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await expect(chart).toBeVisible();
  letGo();
  await expect(section.getByRole('status')).toBeHidden();
  await expect(section).toHaveAttribute('aria-busy', 'false');
  await expect(period).toHaveValue('7');

  // Offline: the figures of 7 days stay, the period goes back to theirs, and the section says why.
  await context.setOffline(true);
  await period.selectOption({ label: 'Last 3 months' });
  const failed = section.getByRole('alert');
  await expect(failed).toContainText(
    `Could not show the figures for the last 3 months: these are still those for the last 7 days. ${OFFLINE_MESSAGE}`,
  );
  await expect(period).toHaveValue('7');
  await expect(chart).toBeVisible();

  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await expect(period).toHaveValue('90');
  await expect(section).toHaveAttribute('aria-busy', 'false');
});

test.describe('with speed figures to show', () => {
  // Its beacons count on its own server, so no other test's figures move.
  test.use({ ownData: true });

  test('when the speed table has its widest cells, then at every width from desktop to phone it fits: a table while its columns fit, else a card per page, and nothing scrolls sideways', async ({
    page,
    request,
  }) => {
    // Six kinds of page, each measure rated "Needs improvement" (the longest rating): the widest cells.
    const paths = ['/', '/about', '/blog', '/contact', '/portfolio/photography', '/services/photography'];
    for (const p of [...paths, ...paths, ...paths, ...paths, ...paths]) {
      const beacon = {
        t: 'vitals',
        p,
        sc: 'desktop',
        m: { LCP: 3000, INP: 250, CLS: 0.15, FCP: 2500, TTFB: 1000 },
      };
      const res = await request.post(API.analyticsEvent, {
        data: JSON.stringify(beacon),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(res.status()).toBe(204);
    }
    const admin = new AdminPage(page);
    await admin.openSignedIn(await createOwner('Ana Widths'));
    await admin.tab('Analytics').click();
    const speed = page.getByRole('region', { name: /^Speed for real visitors/ });
    // The figures are stored every few seconds: the section is opened again until they show.
    await expect(async () => {
      await admin.tab('Readiness').click();
      await admin.tab('Analytics').click();
      await expect(speed.getByRole('row')).toHaveCount(paths.length + 1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(speed.getByRole('cell').nth(1)).toHaveText(/^[\d.]+ s Needs improvement$/);

    const firstRow = speed.locator('tbody tr').first();
    const shown: string[] = [];
    for (let width = 1300; width >= 600; width -= 20) {
      await page.setViewportSize({ width, height: 900 });
      // The frames' size is observed after layout; give it a frame to act on it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        frames: [...document.querySelectorAll('.admin-analytics .admin-table-wrap')].map(
          (frame) => frame.scrollWidth - frame.clientWidth,
        ),
      }));
      expect({ width, ...overflow }).toEqual({ width, page: 0, frames: overflow.frames.map(() => 0) });
      shown.push(
        (await firstRow.evaluate((tr) => getComputedStyle(tr).display)) === 'grid' ? 'cards' : 'table',
      );
    }
    // A table on a wide screen, cards on a phone, and cards between where the columns do not fit.
    expect(shown[0]).toBe('table');
    expect(shown.at(-1)).toBe('cards');
    expect(shown.slice(1, -1)).toContain('cards');
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(speed.getByRole('row').nth(1).getByRole('cell').first()).toHaveAttribute(
      'data-label',
      'Kind of page',
    );
    const lcp = speed.getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(lcp).toHaveAttribute('data-label', 'Main picture shown (LCP)');
    expect(await lcp.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Main picture shown (LCP)"',
    );
  });
});
