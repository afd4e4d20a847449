import { expect, test } from './desktop-renderer-test.ts';
import { API } from '#shared/api/paths.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { connectAndSignIn, refusedNewProject, refusedProjectEdit } from './pages/desktop-app.ts';
import { startFailingProxy } from '../support/failing-proxy.ts';

/**
 * A change the site refused from the desktop's offline queue, finished where the owner writes:
 * "Open in the editor" in the Offline changes panel (docs/desktop.md, "Refused" changes), in
 * Chromium with the built renderer and the main process's real sync logic. Needs
 * `npm run desktop:build`.
 */

let owner: Owner;

test.beforeAll(async () => {
  owner = await createOwner('Otto Opener');
});

test('when a new project refused for its taken address is opened in the editor, then the owner changes the address, saves, the project is on the site as typed, and the refused change leaves the list', async ({
  page,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);

  // Made offline; meanwhile a browser gives its address to another project: the site refuses it.
  const slug = `reopened-loft-${Date.now()}`;
  const { panel, refused, browser } = await refusedNewProject(page, harness, owner, slug);

  await refused.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(panel).toBeHidden();
  await expect(admin.input('Title *')).toHaveValue('Harbourfront Loft');
  // Its row says it opened, and stays listed until saved.
  await page.getByRole('button', { name: '1 needs your decision' }).click();
  await expect(refused.getByRole('status')).toHaveText('Opened in Projects: fix it there and save.');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(admin.input('Results')).toHaveValue('Sold in nine days.');
  const address = admin.input('Address (slug) *');
  await expect(address).toHaveValue(slug);

  await address.fill(`${slug}-on-the-quay`);
  await admin.press('Save draft', 'Saved as draft');
  const id = await admin.entryId();
  const stored = (await browser.request('GET', API.adminContentEntry('projects', id))) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    slug: `${slug}-on-the-quay`,
    title: 'Harbourfront Loft',
    detail: { location: 'Queens Quay West, Toronto', results: 'Sold in nine days.' },
  });

  // Saved from the editor it opened in, the refused change has left the list by itself, unasked.
  await page.getByRole('button', { name: 'All changes sent' }).click();
  await expect(panel.getByText('Nothing was refused.')).toBeVisible();
  await expect(refused).toHaveCount(0);
});

test('when the project opened from a refused change is saved while the site cannot be reached, then the queue takes the save, the refused change leaves the list, and the project reaches the site once back', async ({
  page,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  const slug = `queued-loft-${Date.now()}`;
  const { panel, refused, browser } = await refusedNewProject(page, harness, owner, slug);
  await refused.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(panel).toBeHidden();
  const address = admin.input('Address (slug) *');
  await expect(address).toHaveValue(slug);

  harness.network.offline = true;
  await harness.sync.syncNow();
  await expect(page.locator('.desktop-bar')).toContainText('Offline');
  await address.fill(`${slug}-kept-offline`);
  await admin.button('Save draft').click();
  // The save waits in the queue, which now holds the change: the refused copy has left by itself.
  await page.getByRole('button', { name: '1 change waiting' }).click();
  await expect(panel.getByRole('heading', { name: 'Refused by the server (0)' })).toBeVisible();
  await expect(panel.getByText('Nothing was refused.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Waiting to be sent (1)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  harness.network.offline = false;
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible({ timeout: 10_000 });
  const id = await admin.entryId();
  const stored = (await browser.request('GET', API.adminContentEntry('projects', id))) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({ slug: `${slug}-kept-offline`, title: 'Harbourfront Loft' });
});

test('when another editor holds unsaved work and the owner stays, then the refused change is not opened and its row says so', async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  await admin.tab('Add New').click();
  await admin.field('Title *').fill('Half an item');

  const { panel, refused } = await refusedNewProject(page, harness, owner, `stayed-loft-${Date.now()}`);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await refused.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => asked).toEqual([expect.stringMatching(/not saved/)]);
  await expect(admin.field('Title *')).toHaveValue('Half an item');

  await page.getByRole('button', { name: '1 needs your decision' }).click();
  await expect(refused.getByRole('status')).toHaveText(
    'Not opened: you kept your unsaved changes in Portfolio. Save or discard them, then open it again.',
  );
  // Still listed with the server's reason.
  await expect(refused.locator('.admin-form-error')).not.toBeEmpty();
});

test("when the site answers a server error as a refused edit is opened in the editor, then nothing opens, its row and the admin's notice say so, and opening it again once the site answers opens it", async ({
  page,
  harness,
}) => {
  // The app talks to the site through a proxy in front of it, which answers a server error to
  // the one read made to fail and passes everything else on.
  const proxy = await startFailingProxy(process.env.BASE_URL!);
  try {
    const admin = new ContentEditorPage(page);
    await connectAndSignIn(admin, harness.url, owner, proxy.url);
    const slug = `unread-loft-${Date.now()}`;
    const { panel, refused, stored } = await refusedProjectEdit(page, harness, owner, slug);

    // The projects cannot be read (the app reads an entry from its kind's list).
    proxy.failing.path = API.adminContent('projects');
    proxy.failing.status = 500;
    await refused.getByRole('button', { name: 'Open in the editor' }).click();
    await expect(panel).toBeHidden();
    await admin.expectToast('The project could not be opened', 'The server could not answer');
    await expect(admin.input('Title *')).toHaveCount(0);
    await page.getByRole('button', { name: '1 needs your decision' }).click();
    await expect(refused.getByRole('status')).toHaveText(
      'Not opened: it could not be loaded (the notice in the admin says why). Open it again in a moment.',
    );
    await expect(refused.locator('.admin-form-error')).not.toBeEmpty();

    // The site answers again: the same row opens the edit on the stored project.
    proxy.failing.path = undefined;
    await refused.getByRole('button', { name: 'Open in the editor' }).click();
    await expect(panel).toBeHidden();
    await expect(admin.input('Title *')).toHaveValue('Harbourfront Loft, renamed');
    await expect(admin.input('Address (slug) *')).toHaveValue(`${slug}-moved`);
    expect(await admin.entryId()).toBe(stored.id);
    await page.getByRole('button', { name: '1 needs your decision' }).click();
    await expect(refused.getByRole('status')).toHaveText('Opened in Projects: fix it there and save.');
  } finally {
    await proxy.close();
  }
});
