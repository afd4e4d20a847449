import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * No action loses what the owner typed: a draft edit kept through an ended session is saved once
 * they sign in again (never a "Saving…" that is not happening), and loading the version saved
 * elsewhere after a conflict keeps their edit beside the form, to put back or copy.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Kira Keeps');
});

test('when the session ends in another tab and the owner types, then signing in again saves the kept edit without another keystroke', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { entry } = await admin.openNewProject('Signed out studio');
  const line = page.getByTestId('save-state');

  // The other tab signs out: the same browser's cookies.
  const out = await page.request.post('/api/auth/logout', { headers: await admin.writeHeaders() });
  expect(out.status()).toBeLessThan(300);
  await admin.input('Story').fill('Typed after the other tab signed out.');
  await admin.expectToast('Session expired', 'Please sign in again. The item you were working on is kept.');
  // Where the owner signs in again has the focus, in view.
  await expect(admin.authCard.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(admin.authCard.getByRole('heading', { level: 1 })).toBeInViewport();

  await admin.signIn(owner);
  await expect(admin.input('Story')).toHaveValue('Typed after the other tab signed out.');
  await expect(line).toHaveText('Saved', { timeout: 15_000 });
  const stored = await (await page.request.get(`/api/admin/content/projects/${entry.id}`)).json();
  expect(stored.detail.description).toBe('Typed after the other tab signed out.');
  expect(stored.version).toBe(entry.version + 1);
});

test('when a draft changed elsewhere and the owner loads the current version, then what they typed stays beside the form and goes back with one click', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { entry } = await admin.openNewProject('Two tab terrace');
  const elsewhere = await page.request.put(`/api/admin/content/projects/${entry.id}`, {
    headers: await admin.writeHeaders(),
    data: { ...entry, description: 'Summary saved in the other tab' },
  });
  expect(elsewhere.status()).toBe(200);

  await admin.input('Location').fill('Location typed in this tab');
  // The autosave meets the conflict: said in words, without version numbers.
  await expect(admin.formError).toContainText('changed elsewhere (in another window or on another device)', {
    timeout: 15_000,
  });
  await expect(admin.formError).not.toContainText(/version \d/);
  await admin.button('Reload the current version').click();

  await expect(admin.input('Summary')).toHaveValue('Summary saved in the other tab');
  await expect(admin.input('Location')).toHaveValue('');
  const kept = admin.editor.getByRole('region', { name: 'Your changes, not saved' });
  await expect(kept.getByLabel('Location, as you typed it')).toHaveValue('Location typed in this tab');
  await admin.expectNoAxeViolations();

  await kept.getByRole('button', { name: 'Put my changes back' }).click();
  await expect(kept).toHaveCount(0);
  await expect(admin.input('Location')).toHaveValue('Location typed in this tab');
  await expect(admin.input('Summary')).toHaveValue('Summary saved in the other tab');
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });
  const stored = await (await page.request.get(`/api/admin/content/projects/${entry.id}`)).json();
  expect(stored).toMatchObject({
    description: 'Summary saved in the other tab',
    detail: { location: 'Location typed in this tab' },
  });
});

test('when the owner presses Save draft offline, then the notice agrees with the line: the changes wait here and are saved once the connection returns', async ({
  page,
  context,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { entry } = await admin.openNewProject('Offline porch');
  const line = page.getByTestId('save-state');

  await context.setOffline(true);
  await admin.input('Story').fill('Typed with no connection.');
  await admin.button('Save draft').click();
  await admin.expectToast(
    'Not sent yet',
    'You appear to be offline. Your changes stay here and are saved when the connection returns.',
  );
  await expect(line).toHaveText('Offline — your changes stay here and are saved when the connection returns');
  await expect(admin.formError).toHaveCount(0);

  await context.setOffline(false);
  await expect(line).toHaveText('Saved', { timeout: 20_000 });
  const stored = await (await page.request.get(`/api/admin/content/projects/${entry.id}`)).json();
  expect(stored.detail.description).toBe('Typed with no connection.');
});
