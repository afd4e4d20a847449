import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * Ctrl+S (⌘S on a Mac) in an open editor saves it as its Save button does, instead of the browser
 * offering to save the web page.
 */

// Portfolio items are edited: a server of its own, so other specs see the seeded ones.
test.use({ ownData: true });

test('when the owner presses Ctrl+S in a published project, then the change is saved as by its Save button', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(await createOwner('Kit Keys'));
  const { entry } = await admin.openNewProject('Shortcut Studio', { status: 'published' });

  // A published entry is not saved by typing: only by Save, or now by the shortcut.
  await admin.input('Location').fill('Saved with the keyboard');
  const state = page.getByTestId('save-state');
  await expect(state).toHaveText('Unsaved changes');
  await admin.input('Location').press('Control+s');
  await expect(state).toHaveText('Saved', { timeout: 15_000 });
  const stored = await (await page.request.get(`/api/admin/content/projects/${entry.id}`)).json();
  expect(stored.detail.location).toBe('Saved with the keyboard');
  expect(stored.status).toBe('published');
});

test('when the owner presses Ctrl+S while editing a portfolio item, then it is updated as by Update Item', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(await createOwner('Kai Keys'));
  await admin.service('Video').click();
  const row = admin.items().first();
  const title = (await row.locator('h4').textContent()) ?? '';
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const changed = `${title} (saved with the keyboard)`;
  await admin.field('Title *').fill(changed);
  await admin.field('Title *').press('Control+s');
  await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
  await expect(admin.item(changed)).toBeVisible();
});
