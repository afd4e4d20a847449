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
