import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERER_DIR, startRendererHarness } from '../../admin-desktop/src/testing/renderer-harness.ts';
import { OFFLINE_MESSAGE } from '../../shared/api/api-error.ts';
import { PICTURE_SLOTS } from '../../shared/content/pictures/picture-slots.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * Issue 14 item 6: the admin's first screen shows what still holds sample content (sample projects
 * and posts, shipped pictures) and the settings a live site needs, each leading to where it is fixed.
 */

test.describe('on the web', () => {
  // Edits a sample project: a server of its own, so no other test sees the change.
  test.use({ ownData: true });

  test('when the owner opens the admin, then readiness lists the samples, pictures and settings, and a sample project edited from it leaves the list', async ({
    page,
  }) => {
    const owner = await createOwner('Rhea Ready');
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(owner);

    // Readiness is a section of its own; the sidebar counts what is left from the start.
    const panel = page.getByRole('region', { name: 'Site readiness' });
    await expect(admin.tab('Readiness')).toHaveAccessibleDescription(/^\d+ to do$/);
    await admin.tab('Readiness').click();
    await expect(panel).toBeVisible();
    // A fresh install: 8 sample projects and 5 posts, shipped pictures, and this test server runs on
    // a loopback address without mail.
    await expect(panel.locator('.admin-readiness-summary')).toHaveText(
      /^Before launch: 24 sample entries, \d+ shipped pictures, 2 settings still to replace or set\.$/,
    );

    // Settings: open by default while any is missing; the verdict and where it is explained, no value.
    const settings = panel.locator('details').filter({ hasText: 'Settings for a live site' });
    await expect(settings).toHaveAttribute('open', '');
    // Named in the owner's words first, the variable beside it for whoever runs the server.
    const publicUrl = settings.getByRole('listitem').filter({ hasText: 'PUBLIC_URL' });
    await expect(publicUrl.locator('strong')).toHaveText("The site's public web address");
    await expect(publicUrl).toContainText('To do');
    await expect(publicUrl).toContainText('loopback');
    await expect(publicUrl).toContainText('docs/operations.md');
    await expect(publicUrl).not.toContainText('127.0.0.1');
    // The verdict is a badge as wide as its word, not a bar across the row.
    const badge = await publicUrl.getByText('To do', { exact: true }).boundingBox();
    const row = await publicUrl.boundingBox();
    expect(badge!.width).toBeLessThan(row!.width / 3);
    const smtp = settings.getByRole('listitem').filter({ hasText: 'SMTP_URL' });
    await expect(smtp.locator('strong')).toHaveText('Outgoing e-mail');
    await expect(smtp).toContainText('To do');

    // Pictures: a collection's shipped illustrations lead to that portfolio.
    const pictures = panel.locator('details').filter({ hasText: 'Pictures that are still the shipped' });
    // A closed group shows that it opens: a chevron pointing right, then down once open.
    const chevron = () =>
      pictures.locator('summary').evaluate((summary) => getComputedStyle(summary, '::before').transform);
    const closed = await chevron();
    expect(closed).not.toBe('none');
    await pictures.locator('summary').click();
    await expect.poll(chevron).not.toBe(closed);
    await pictures.getByRole('button', { name: 'Open the Drone portfolio' }).click();
    await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
    await expect(admin.service('Drone')).toHaveAttribute('aria-pressed', 'true');
    await admin.tab('Readiness').click();
    await pictures.locator('summary').click();

    // Page pictures: each slot still holding its shipped picture leads to its editor in Pictures.
    const hero = PICTURE_SLOTS.find((slot) => slot.id === 'home-hero')!;
    await pictures.getByRole('button', { name: `Replace the picture ${hero.page}: ${hero.label}` }).click();
    await expect(admin.tab('Pictures')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Edit picture' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${hero.page}: ` })).toBeVisible();
    await admin.page.getByRole('button', { name: 'Back to the list' }).click();
    await admin.tab('Readiness').click();

    // Samples: each entry leads to its editor; saved with the owner's own words, it leaves the list.
    const samples = panel.locator('details').filter({ hasText: 'Sample projects, posts and testimonials' });
    await samples.locator('summary').click();
    const rows = samples.getByRole('listitem');
    // 8 projects, 5 posts and 11 testimonials.
    await expect(rows).toHaveCount(24);
    const first = rows.first();
    const title = (await first.locator('strong').textContent())!;
    await first.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(admin.tab('Projects')).toHaveAttribute('aria-selected', 'true');
    await expect(admin.input('Title *')).toHaveValue(title);
    await admin.input('Location').fill('Our own listing, Toronto');
    await admin.press('Save', 'Saved');

    await admin.tab('Readiness').click();
    await samples.locator('summary').click();
    await expect(rows).toHaveCount(23);
    await expect(samples.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await expect(panel.locator('.admin-readiness-summary')).toContainText('23 sample entries');
    await admin.expectNoAxeViolations();
  });

  test('when the owner signs in and opens lists, then readiness is checked once; a saved change checks it once more', async ({
    page,
  }) => {
    let asked = 0;
    let answered = 0;
    const isCheck = (url: string) => new URL(url).pathname === '/api/admin/readiness';
    page.on('request', (request) => {
      if (isCheck(request.url())) asked++;
    });
    page.on('requestfinished', (request) => {
      if (isCheck(request.url())) answered++;
    });
    /** The checks made once every one asked is answered and a second passes without another. */
    const checksWhenQuiet = async () => {
      await expect.poll(() => asked === answered).toBe(true);
      await page.waitForTimeout(1000);
      await expect.poll(() => asked === answered).toBe(true);
      return asked;
    };
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(await createOwner('Rhea Counted'));
    await expect(admin.tab('Readiness')).toHaveAccessibleDescription(/^\d+ to do$/);
    // Signing in loads the portfolio and the first screen's lists: none of that is a change.
    expect(await checksWhenQuiet()).toBe(1);

    // Opening lists for the first time, and again, brings what the check already saw.
    for (const section of ['Projects', 'Blog', 'Pictures', 'Portfolio', 'Projects']) {
      await admin.tab(section).click();
      await expect(admin.tab(section)).toHaveAttribute('aria-selected', 'true');
      await page.waitForTimeout(300);
    }
    expect(await checksWhenQuiet()).toBe(1);

    // A saved change is one: the list shows it, and the count follows.
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await admin.input('Location').fill('Our own listing, Toronto');
    await admin.press('Save', 'Saved');
    expect(await checksWhenQuiet()).toBe(2);
    // Opening the section checks afresh, as every section loads its list when opened.
    await admin.tab('Readiness').click();
    const panel = page.getByRole('region', { name: 'Site readiness' });
    await expect(panel.locator('.admin-readiness-summary')).toContainText('23 sample entries');
    expect(await checksWhenQuiet()).toBe(3);
  });

  test('when the owner presses Check again and nothing changed, then the panel still shows that the check ran, in Toronto time', async ({
    page,
  }) => {
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(await createOwner('Rhea Recheck'));
    await admin.tab('Readiness').click();
    const panel = page.getByRole('region', { name: 'Site readiness' });
    const checked = panel.getByText(/^Last checked at \d{1,2}:\d{2}:\d{2} [ap]\.m\.$/);
    await expect(checked).toBeVisible();
    const before = await checked.textContent();
    // A second later, so the new check's time cannot read as the first's.
    await page.waitForTimeout(1100);
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(checked).not.toHaveText(before ?? '');
    const toronto = new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium', timeZone: 'America/Toronto' });
    const hour = toronto.format(new Date()).split(':')[0];
    expect(await checked.textContent()).toContain(`at ${hour}:`);
  });

  test('when Check again cannot reach the site, then the last check stays and the panel says it could not check again', async ({
    page,
    context,
  }) => {
    const admin = new ContentEditorPage(page);
    await admin.openSignedIn(await createOwner('Rhea Offline'));
    await admin.tab('Readiness').click();
    const panel = page.getByRole('region', { name: 'Site readiness' });
    const summary = panel.locator('.admin-readiness-summary');
    await expect(summary).toHaveText(/^Before launch: /);
    // Check again does nothing while a check is on its way (the workspace's, the panel's own).
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeVisible();
    const shown = await summary.textContent();
    const lastChecked = panel.getByText(/^Last checked at /);

    await context.setOffline(true);
    await panel.getByRole('button', { name: 'Check again' }).click();
    const failed = panel.getByRole('alert');
    await expect(failed).toContainText('Could not check again');
    // It names the time of the answer still shown, the one "Last checked at" gives.
    const checkedAt = (await lastChecked.textContent())!.replace('Last checked at ', '');
    await expect(failed).toHaveText(
      `Could not check again: what is shown is the check of ${checkedAt}, not a new one. ${OFFLINE_MESSAGE}`,
    );
    await expect(summary).toHaveText(shown!);
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeVisible();

    await context.setOffline(false);
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(failed).toBeHidden();
    await expect(summary).toHaveText(shown!);
  });
});

test('when the owner signs in to the desktop app, then the same readiness panel shows the settings from the site', async ({
  page,
}) => {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('The desktop renderer is not built: run `npm run desktop:build` first');
  }
  const owner = await createOwner('Rhea Desktop');
  const harness = await startRendererHarness();
  try {
    await harness.attach(page);
    const admin = new AdminPage(page);
    await page.goto(harness.url);
    await page.getByLabel('Site address').fill(process.env.BASE_URL!);
    await page.getByRole('button', { name: 'Connect' }).click();
    await admin.signIn(owner);
    await expect(admin.hero).toBeVisible();
    // Only what no other test changes: this server's settings (a loopback address, no mail).
    await admin.tab('Readiness').click();
    const panel = page.getByRole('region', { name: 'Site readiness' });
    await expect(panel.locator('.admin-readiness-summary')).toContainText(
      '2 settings still to replace or set',
    );
    await expect(panel.getByRole('listitem').filter({ hasText: 'PUBLIC_URL' })).toContainText('To do');
    await expect(panel.getByRole('listitem').filter({ hasText: 'SMTP_URL' })).toContainText('To do');
  } finally {
    await page.close();
    await harness.close();
  }
});
