import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './desktop-renderer-test.ts';
import { AdminPage, createOwner, jpegFile, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';
import { collectErrors } from './pages/shell-page.ts';
import { connectAndSignIn } from './pages/desktop-app.ts';

/**
 * The desktop renderer (the web admin's AdminApp on the desktop platform) in Chromium: the built
 * renderer and preload, the main process's real handlers and sync logic, the real server.
 * Needs `npm run desktop:build` (npm test builds it before the browser tests).
 */

let owner: Owner;
let files: string;

test.beforeAll(async () => {
  owner = await createOwner('Dana Desktop');
  files = await mkdtemp(join(tmpdir(), 'lumen-desktop-files-'));
});
test.afterAll(async () => {
  await rm(files, { recursive: true, force: true });
});

const BASE_URL = () => process.env.BASE_URL!;

test('when the app starts for the first time, then it asks for the site address and checks it', async ({
  page,
  harness,
}) => {
  const errors = await collectErrors(page);
  const admin = new AdminPage(page);
  await page.goto(harness.url);
  await expect(page.getByRole('heading', { name: 'Connect to your site' })).toBeVisible();
  await admin.expectNoAxeViolations();

  await page.getByLabel('Site address').fill('http://agency.example');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Use https:\/\/ for a site on the internet/);

  await page.getByLabel('Site address').fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No Lumen site answered at http:\/\/127\.0\.0\.1:9/);

  await page.getByLabel('Site address').fill(BASE_URL());
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(admin.authCard).toBeVisible();
  await admin.signIn({ email: owner.email, password: 'not the right password' });
  await expect(admin.authCard.getByRole('alert')).toHaveText('Invalid email or password');
  await admin.signIn(owner);
  await expect(page.getByText('Welcome Dana Desktop - Update your portfolio seamlessly')).toBeVisible();
  await expect(page.locator('.desktop-bar')).toContainText(BASE_URL());
  await expect(page.locator('.desktop-bar')).toContainText('Online');
  // No CSP violation or script error on the way (the built app runs under the app's own CSP).
  expect(errors).toEqual([]);
});

test('when the owner lists and adds an item with a photo from disk, then it is on the server', async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  await expect(page.getByRole('heading', { name: 'Photography Portfolio' })).toBeVisible();
  expect(await admin.items().count()).toBeGreaterThan(0);

  const title = `Desktop condo ${Date.now()}`;
  const photo = join(files, 'desktop-kitchen.jpg');
  await writeFile(photo, (await jpegFile()).buffer);
  harness.next.picks.push(photo);
  await admin.tab('Add New').click();
  // The main process counts the bytes it sends: the file's row shows a determinate progress bar.
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: number };
    w.progressSeen = -1;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>('.admin-upload progress')) {
        w.progressSeen = Math.max(w.progressSeen, bar.position);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // One step: the chosen file is uploaded at once.
  await admin.form.getByRole('button', { name: 'Choose images...' }).click();
  await admin.expectToast('Upload successful', 'Image uploaded and ready to use');
  await expect(admin.uploadRow('desktop-kitchen.jpg')).toContainText('Uploaded: in the Image URL field');
  expect(
    await page.evaluate(() => (window as unknown as { progressSeen: number }).progressSeen),
  ).toBeGreaterThan(0);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'desktop-kitchen.jpg' })).toContainText(
    'Uploaded',
  );
  await expect(uploads.getByRole('progressbar')).toHaveJSProperty('value', 1);
  const src = await admin.field('Image URL *').inputValue();
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
  await expect(admin.form.locator('.admin-preview img')).toHaveJSProperty('naturalWidth', 800);

  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill('Added from the desktop app');
  await admin.field('Alt text *').fill('Kitchen with an island and pendant lights');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added', 'Portfolio item has been added successfully');
  await expect(admin.item(title)).toBeVisible();

  const server = await (await fetch(`${BASE_URL()}/api/portfolio/photographyPortfolio`)).json();
  expect((server as { title: string; src: string }[]).filter((i) => i.title === title)).toEqual([
    expect.objectContaining({ src }),
  ]);
});

test('when the site cannot be reached, then the offline state shows, a new item waits, and it is sent once on return', async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  await admin.service('Drone').click();
  await expect(page.getByRole('heading', { name: 'Drone Portfolio' })).toBeVisible();
  const thumb = admin.items().first().locator('img.admin-thumb');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  harness.network.offline = true;
  await harness.sync.syncNow();
  await expect(page.locator('.desktop-bar')).toContainText('Offline');
  await expect(
    page.getByText(/You are offline\. Showing the last loaded data; your changes are queued/),
  ).toBeVisible();

  const title = `Offline drone set ${Date.now()}`;
  await admin.tab('Add New').click();
  await admin.field('Type *').selectOption('video');
  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill('Queued while offline');
  await admin.form.getByLabel('YouTube Video ID *').fill('M7lc1UVf-VE');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added');
  await expect(admin.item(title)).toBeVisible();
  await page.getByRole('button', { name: '1 change waiting' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  await expect(panel.getByRole('listitem')).toHaveText([`New item in Drone: ${title}`]);
  await admin.expectNoAxeViolations();
  await panel.getByRole('button', { name: 'Close' }).click();

  // Quit and reopen while offline: the cached list (pictures included) and the waiting item are shown.
  // Every start opens on Photography (spec section 4), so Drone is chosen again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photography Portfolio' })).toBeVisible();
  await admin.service('Drone').click();
  await expect(page.getByRole('heading', { name: 'Drone Portfolio' })).toBeVisible();
  await expect(admin.item(title)).toBeVisible();
  await expect(page.getByText(/You are offline\./)).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  harness.network.offline = false;
  // The app notices by itself (its probe) and sends the queue.
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.desktop-bar')).toContainText('Online');
  const server = (await (await fetch(`${BASE_URL()}/api/portfolio/dronePortfolio`)).json()) as {
    title: string;
  }[];
  expect(server.filter((i) => i.title === title)).toHaveLength(1);
});

test('when the site cannot be reached, then a project made in the editor waits in the queue and is sent once on return', async ({
  page,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  // Opened once online: the projects are kept for offline use.
  await admin.tab('Projects').click();
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();

  harness.network.offline = true;
  await harness.sync.syncNow();
  await expect(page.locator('.desktop-bar')).toContainText('Offline');

  const title = `Offline loft ${Date.now()}`;
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(title);
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await admin.button('Save draft').click();
  // Saved (queued): the editor holds the new draft. Its saved versions need the site, and say so.
  await expect(page.getByRole('heading', { name: `Edit project: ${title}` })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Offline — saved on this computer');
  await expect(admin.status).toContainText('draft');
  await page.getByRole('button', { name: '1 change waiting' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  await expect(panel.getByRole('listitem')).toHaveText([`New item in Projects: ${title}`]);
  await panel.getByRole('button', { name: 'Close' }).click();

  harness.network.offline = false;
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible({ timeout: 10_000 });
  const server = (await harness.sync.contentRequest('GET', '/api/admin/content/projects')) as {
    title: string;
    status: string;
    version: number;
  }[];
  expect(server.filter((p) => p.title === title)).toEqual([
    expect.objectContaining({ status: 'draft', version: 1 }),
  ]);
});

test('when the owner previews a draft, then the link is on the connected site (the system browser in the app), where the signed-in owner sees the draft', async ({
  page,
  context,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  const title = `Preview loft ${Date.now()}`;
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(title);
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await admin.press('Save draft', 'Saved as draft');
  // Not relative: on the app's own origin (app://lumen) there is no preview, and Electron hands
  // only http(s) links to the system browser (main/security.ts).
  const link = admin.editor.getByRole('link', { name: 'Preview' });
  const id = await admin.entryId();
  await expect(link).toHaveAttribute('href', `${BASE_URL()}/preview/projects/${encodeURIComponent(id)}`);
  // The owner's browser, signed in to the site: the draft renders there.
  const browser = await context.newPage();
  await new AdminPage(browser).openSignedIn(owner);
  const popup = page.waitForEvent('popup');
  await link.click();
  const preview = await popup;
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.close();
  await browser.close();
});

test('when a project is saved offline, then its versions show the saved ones and the waiting one, say they need the site, and follow once it is sent', async ({
  page,
  harness,
}) => {
  const admin = new ContentEditorPage(page);
  await connectAndSignIn(admin, harness.url, owner);
  const title = `Versioned loft ${Date.now()}`;
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(title);
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await admin.press('Save draft', 'Saved as draft');
  const versions = page.getByRole('region', { name: 'Versions' });
  const rows = versions.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Version 1');
  await expect(rows.first()).toContainText('current');

  harness.network.offline = true;
  await harness.sync.syncNow();
  await expect(page.locator('.desktop-bar')).toContainText('Offline');
  await admin.input('Title *').fill(`${title}, renamed offline`);
  await admin.button('Save draft').click();
  await expect(page.getByRole('heading', { name: `Edit project: ${title}, renamed offline` })).toBeVisible();
  // Not a failure: the list as last loaded, the offline save on top of it, and why nothing newer.
  await expect(versions.getByRole('status')).toHaveText(
    'Saved versions need a connection to the site. The list is updated when the site can be reached again.',
  );
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(
    `Version 2 · ${title}, renamed offline · your changes, waiting to be sent`,
  );
  await expect(rows.first()).toContainText('current');
  await expect(rows.nth(1)).toContainText('Version 1');
  // Restoring needs the site and must not race the waiting change.
  await expect(versions.getByRole('button', { name: /Restore/ })).toHaveCount(0);
  await expect(page.getByText('The versions could not be loaded')).toHaveCount(0);
  await admin.expectNoAxeViolations();

  harness.network.offline = false;
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible({ timeout: 10_000 });
  // Sent: the site's own list, with the saved change as its newest version.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Version 2 · ${title}, renamed offline · draft`);
  await expect(rows.first()).toContainText('current');
  await expect(versions.getByRole('button', { name: 'Restore version 1' })).toBeVisible();
  await expect(versions.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('The versions could not be loaded')).toHaveCount(0);
});
