import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The owner signs out and in again in another tab while an editor is open here: the session (and
 * with it the token each write must carry) is a new one. This tab's next save still goes through.
 */

// Leaves a published project behind: a server of its own.
test.use({ ownData: true });

test('when the owner signed in again in another tab, then saving in this one still works and nothing typed is lost', async ({
  page,
}) => {
  const owner = await createOwner('Rene Renewed');
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { entry } = await admin.openNewProject('Renewed Residence', { status: 'published' });
  await admin.input('Location').fill('Typed before the other tab signed in again');

  // The other tab: the same browser's cookies, signed out, then in again.
  const out = await page.request.post('/api/auth/logout', { headers: await admin.writeHeaders() });
  expect(out.status()).toBeLessThan(300);
  const back = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
  });
  expect(back.status()).toBe(200);

  await admin.button('Save').click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });
  await expect(admin.formError).toHaveCount(0);
  const stored = await (await page.request.get(`/api/admin/content/projects/${entry.id}`)).json();
  expect(stored.detail.location).toBe('Typed before the other tab signed in again');
});
