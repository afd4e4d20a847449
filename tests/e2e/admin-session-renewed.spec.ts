import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The owner signs out and in again in another tab while an editor is open here: the session (and
 * with it the token each write must carry) is a new one. This tab's next save still goes through.
 */

/**
 * How many of the page's own API calls are still unanswered (read it with expect.poll). Opening
 * the list and the editor sets off calls of their own (the list, the entry's versions, the
 * Readiness count asked again when the list changes); one still on its way while the other tab is
 * signed out is answered 401, and this tab rightly signs out then. A fresh-clone CI run saw that.
 */
function apiCallsOnTheirWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

// Leaves a published project behind: a server of its own.
test.use({ ownData: true });

test('when the owner signed in again in another tab, then saving in this one still works and nothing typed is lost', async ({
  page,
}) => {
  const owner = await createOwner('Rene Renewed');
  const onTheirWay = apiCallsOnTheirWay(page);
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  const { entry } = await admin.openNewProject('Renewed Residence', { status: 'published' });
  await admin.input('Location').fill('Typed before the other tab signed in again');
  // The other tab signs out and in between this tab's calls, as the test means (not during one).
  await expect.poll(onTheirWay).toBe(0);

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
