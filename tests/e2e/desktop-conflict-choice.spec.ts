import type { Page } from '@playwright/test';
import { expect, test } from './desktop-renderer-test.ts';
import type { RendererHarness } from '../../admin-desktop/src/testing/renderer-harness.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { connectAndSignIn, refusedNewProject, signedInElsewhere } from './pages/desktop-app.ts';

/**
 * The owner's choice in the desktop's Offline changes panel, in Chromium with the built renderer
 * and the main process's real sync logic: taking the server's version never drops work the
 * admin holds unsaved. Needs `npm run desktop:build`.
 */

let owner: Owner;

test.beforeAll(async () => {
  owner = await createOwner('Dana Desktop');
});

const BASE_URL = () => process.env.BASE_URL!;
const KEY = 'dronePortfolio';

const browser = () => signedInElsewhere(owner);

/** The app connected and signed in, with one change of the owner waiting for their decision. */
async function signedInWithAConflict(page: Page, harness: RendererHarness) {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);

  // One conflict to decide: a drone item edited here offline and in a browser meanwhile.
  const title = `Conflicted drone set ${Date.now()}`;
  const body = { title, description: 'Made for a conflict', type: 'video' as const, src: 'M7lc1UVf-VE' };
  const item = await harness.sync.createItem(KEY, body);
  harness.network.offline = true;
  await harness.sync.syncNow();
  await harness.sync.updateItem(KEY, {
    ...body,
    id: item.id,
    version: item.version,
    title: `${title} (desktop)`,
  });
  await (await browser()).updateItem(KEY, {
    ...body,
    id: item.id,
    version: item.version,
    title: `${title} (browser)`,
  });
  harness.network.offline = false;
  await expect(page.getByRole('button', { name: '1 needs your decision' })).toBeVisible({ timeout: 10_000 });

  return { admin, title };
}

test('when the owner takes the server version while a form holds unsaved changes, then it is asked first and staying keeps them', async ({
  page,
  harness,
}) => {
  const { admin, title } = await signedInWithAConflict(page, harness);

  // Meanwhile the owner has started a new item and not added it yet.
  await admin.tab('Add New').click();
  await admin.field('Title *').fill('Half-typed new item');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: '1 needs your decision' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  await panel.getByRole('button', { name: "Take the server's version" }).click();
  await expect.poll(() => asked).toMatch(/You have changes that are not saved/);
  // Staying keeps the work and the decision for later.
  await expect(panel.getByText(`${title} (desktop)`)).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(admin.field('Title *')).toHaveValue('Half-typed new item');

  // Leaving: the server's version is taken.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '1 needs your decision' }).click();
  await panel.getByRole('button', { name: "Take the server's version" }).click();
  await expect(panel.getByText('No conflicts.')).toBeVisible();
});

test('when the owner changes the site address while a change waits for their decision, then the form says it will be set aside', async ({
  page,
  harness,
}) => {
  await signedInWithAConflict(page, harness);
  // File > Change Site Address.
  await page.evaluate(() =>
    (globalThis as typeof globalThis & { __desktopEmit(e: string, p: unknown): void }).__desktopEmit(
      'app:command',
      { command: 'change-site' },
    ),
  );
  await expect(page.getByRole('heading', { name: 'Connect to your site' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    `1 offline change has not been sent to ${BASE_URL()} yet. Connecting to another site discards it (a copy is kept in the app's data folder).`,
  );
});

test('when a project saved offline is sent, or meets an edit made elsewhere, then the line beside its heading says which', async ({
  page,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  await admin.tab('Projects').click();
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  const title = `Line loft ${Date.now()}`;
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(title);
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await admin.press('Save draft', 'Saved as draft');
  const id = await admin.entryId();
  const line = page.getByTestId('save-state');

  // Saved offline, then sent when the site is back: no longer "Offline".
  harness.network.offline = true;
  await harness.sync.syncNow();
  await admin.input('Title *').fill(`${title}, renamed offline`);
  await expect(line).toHaveText('Offline — saved on this computer');
  harness.network.offline = false;
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible({ timeout: 10_000 });
  await expect(line).toHaveText('Saved');

  // Saved offline while a browser saves the same draft: not "saved", the decision is the owner's.
  harness.network.offline = true;
  await harness.sync.syncNow();
  await admin.input('Title *').fill(`${title}, renamed offline again`);
  await expect(line).toHaveText('Offline — saved on this computer');
  const api = await browser();
  const stored = (await api.request('GET', `/api/admin/content/projects/${id}`)) as Record<string, unknown>;
  const { id: _id, createdAt: _c, updatedAt: _u, order: _o, ...body } = stored;
  await api.request('PUT', `/api/admin/content/projects/${id}`, { ...body, title: `${title}, in a browser` });
  harness.network.offline = false;
  await expect(page.getByRole('button', { name: '1 needs your decision' })).toBeVisible({ timeout: 10_000 });
  await expect(line).toHaveText(/^Not saved yet: .*changed elsewhere.*Offline changes/);
});

test('when changes wait to be sent, then the Offline changes panel names each by its section and title, never by a key or an id', async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  const title = `Going drone set ${Date.now()}`;
  const item = await harness.sync.createItem(KEY, {
    title,
    description: 'Made to be deleted offline',
    type: 'video',
    src: 'M7lc1UVf-VE',
  });
  const listing = (await harness.sync.contentRequest('POST', '/api/admin/content/listings', {
    address: `${title} Ave`,
    city: 'Toronto',
    listingStatus: 'for-sale',
    status: 'draft',
  })) as { id: string; version: number };

  harness.network.offline = true;
  await harness.sync.syncNow();
  await harness.sync.deleteItem(KEY, item.id, item.version);
  await harness.sync.contentRequest(
    'DELETE',
    `/api/admin/content/listings/${listing.id}?version=${listing.version}`,
  );
  await page.getByRole('button', { name: '2 changes waiting' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  await expect(panel.getByRole('listitem')).toHaveText([
    `Deletion in Drone: ${title}`,
    `Deletion in Listings: ${title} Ave`,
  ]);
});

test('when the owner copies then dismisses a new project the site refused, then its text is on the clipboard, Dismiss is asked first, and staying keeps it', async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);

  // Made offline; meanwhile a browser gives its address to another project: the site refuses it.
  const slug = `refused-loft-${Date.now()}`;
  const { refused } = await refusedNewProject(page, harness, owner, slug);
  await expect(refused).toBeVisible();

  // What the owner typed survives as text, named as the form names each field, to paste into a new project.
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(harness.url).origin });
  await refused.getByRole('button', { name: 'Copy its text' }).click();
  await expect(refused.getByRole('status')).toHaveText(
    'Copied: paste it into a new item, then dismiss this one.',
  );
  const copied = String(await page.evaluate('navigator.clipboard.readText()')).split('\n');
  expect(copied).toEqual(
    expect.arrayContaining([
      'Title: Harbourfront Loft',
      `Address (slug): ${slug}`,
      'Results: Sold in nine days.',
    ]),
  );

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  expect(asked).toEqual([
    'Dismiss "Harbourfront Loft"? The site refused this new item, and this list holds the only copy of it: dismissed, it is gone for good. To keep what you typed, "Open in the editor" and save it there, or "Copy its text" to paste into a new item.',
  ]);
  await expect(refused).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});
