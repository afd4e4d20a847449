import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDERER_DIR, startRendererHarness } from '../../admin-desktop/src/testing/renderer-harness.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, jpegFile } from './pages/admin-page.ts';

/**
 * The Media section in the desktop renderer (the same component, through the desktop platform's
 * api:media and api:deleteMedia calls to the main process): a photo uploaded from disk is listed as
 * unused and can be deleted. Needs `npm run desktop:build`.
 */
test('when the owner uploads a photo from disk in the desktop app, then Media lists it unused and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('The desktop renderer is not built: run `npm run desktop:build` first');
  }
  const owner = await createOwner('Dora Desktop Media');
  const files = await mkdtemp(join(tmpdir(), 'lumen-desktop-media-'));
  const harness = await startRendererHarness();
  try {
    await harness.attach(page);
    const admin = new AdminPage(page);
    await page.goto(harness.url);
    await page.getByLabel('Site address').fill(process.env.BASE_URL!);
    await page.getByRole('button', { name: 'Connect' }).click();
    await admin.signIn(owner);
    await expect(admin.hero).toBeVisible();

    const photo = join(files, 'desktop-porch.jpg');
    await writeFile(photo, (await jpegFile('desktop-porch.jpg', '#2d6b4a')).buffer);
    harness.next.picks.push(photo);
    await admin.tab('Add New').click();
    await admin.form.getByRole('button', { name: 'Choose images...' }).click();
    await expect(admin.uploadRow('desktop-porch.jpg')).toContainText('Uploaded', { timeout: 60_000 });
    const src = await admin.field('Image URL *').inputValue();
    // The library shows the picture under its name on the owner's computer, sent by the app too.
    const name = 'desktop-porch.jpg';
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);

    // The app's own Uploads tray lists the file sent; cleared, it no longer covers the page.
    await page.getByRole('region', { name: 'Uploads' }).getByRole('button', { name: 'Clear' }).click();
    // The portfolio form holds the chosen picture, not saved: leaving it asks first (issue 25).
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await admin.tab('Media').click();
    await expect
      .poll(() => asked)
      .toEqual([
        'You have changes to this new portfolio item that are not saved. Leave without saving them?',
      ]);
    const card = page
      .getByRole('list', { name: 'Uploaded pictures' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText('Not used anywhere');
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await admin.expectToast('Picture deleted', `${name} was removed.`);
    await expect(card).toHaveCount(0);
    expect((await fetch(`${process.env.BASE_URL}${src}`)).status).toBe(404);
  } finally {
    await page.close();
    await harness.close();
    await rm(files, { recursive: true, force: true });
  }
});
