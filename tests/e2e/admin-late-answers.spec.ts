import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * An answer the admin gets after the owner went back to the list and opened another entry
 * (docs/content.md, "An answer belongs to the entry it was for"): it updates the list and leaves
 * the editor where the owner is. Taking the editor back to the answered entry sent the next upload
 * into the wrong page picture (page-pictures.spec, under load). Each answer is held here until the
 * other entry is open. The projects are new drafts with unique names: the worker's server is shared.
 */

/** Holds the answer to `method` requests on `path` until `release()`. */
async function holdAnswer(page: Page, path: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    },
  );
  return release;
}

/** A new draft project, from the list; the editor stays on it. */
async function draftProject(admin: ContentEditorPage, title: string): Promise<string> {
  await admin.startNew('Projects', 'project');
  await admin.input('Title *').fill(title);
  await admin.input('Card image *').fill('/images/projects/4.jpg');
  await admin.press('Save draft', 'Saved as draft');
  return admin.entryId();
}

async function open(admin: ContentEditorPage, title: string) {
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  await admin.page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(admin.page.getByRole('heading', { name: `Edit project: ${title}` })).toBeVisible();
}

test('when a save is answered after the owner opened another project, then the editor stays on that project and the list shows the save', async ({
  page,
}) => {
  const owner = await createOwner('Lena Late');
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const stamp = Date.now();
  const [first, second] = [`Late save A ${stamp}`, `Late save B ${stamp}`];
  const id = await draftProject(admin, first);
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  await draftProject(admin, second);

  await open(admin, first);
  const release = await holdAnswer(page, `/api/admin/content/projects/${id}`, 'PUT');
  await admin.input('Title *').fill(`${first} renamed`);
  await admin.button('Save draft').click();
  await open(admin, second);
  release();
  await admin.expectToast('Saved as draft', `The project "${first} renamed" is saved.`);

  await expect(page.getByRole('heading', { name: `Edit project: ${second}` })).toBeVisible();
  await expect(admin.input('Title *')).toHaveValue(second);
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('button', { name: `Edit ${first} renamed`, exact: true })).toBeVisible();
});

test('when a restore is answered after the owner opened another project, then the editor stays on that project and the list shows the restored one', async ({
  page,
}) => {
  const owner = await createOwner('Lena Late');
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const stamp = Date.now();
  const [first, second] = [`Late restore A ${stamp}`, `Late restore B ${stamp}`];
  const id = await draftProject(admin, first);
  await admin.input('Title *').fill(`${first} renamed`);
  await admin.press('Save draft', 'Saved as draft');
  await admin.page.getByRole('button', { name: 'Back to the list' }).click();
  await draftProject(admin, second);

  await open(admin, `${first} renamed`);
  const release = await holdAnswer(page, `/api/admin/content/projects/${id}/versions/1/restore`, 'POST');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await open(admin, second);
  release();
  await admin.expectToast('Version restored', 'Version 1 is now the newest.');

  await expect(page.getByRole('heading', { name: `Edit project: ${second}` })).toBeVisible();
  await expect(admin.input('Title *')).toHaveValue(second);
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('button', { name: `Edit ${first}`, exact: true })).toBeVisible();
});
