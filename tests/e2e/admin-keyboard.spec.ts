import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The studio by keyboard alone: after a button that takes its screen (or its row) away with it,
 * the keyboard lands where the work goes on, never back at the top of the page.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Kim Keyboard');
});

test('when the owner opens a project with Enter, goes back to the list, and deletes one, then the keyboard follows: the editor heading, that Edit button, the list heading', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const stamp = Date.now().toString(36);
  const title = `Keyboard Loft ${stamp}`;
  await admin.createEntry('projects', {
    title,
    slug: `keyboard-loft-${stamp}`,
    src: '/images/projects/4.jpg',
    detail: {},
  });
  await admin.tab('Projects').click();
  const edit = page.getByRole('button', { name: `Edit ${title}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Edit project: ${title}` })).toBeFocused();

  // The next stop after the heading: the editor's way back.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back to the list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  page.once('dialog', (dialog) => void dialog.accept());
  await admin.button('Delete').focus();
  await page.keyboard.press('Enter');
  await admin.expectToast('Deleted');
  await expect(page.getByRole('heading', { level: 3, name: 'Projects' })).toBeFocused();

  await page.getByRole('button', { name: 'New project' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New project' })).toBeFocused();
});
