import type { Page } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../shared/api/api-error.ts';
import { API } from '../../shared/api/paths.ts';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/**
 * Issue 15 for the owner: when the site cannot be reached, the admin says so in a sentence, never
 * the browser's "Failed to fetch" (sign-in form, a list that cannot load, a notice after an action).
 */
let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Nadia Network');
});

test('when the owner signs in while offline, then the form says they seem offline', async ({
  page,
  context,
}) => {
  const admin = new AdminPage(page);
  await admin.open();
  await expect(admin.authCard).toBeVisible();
  await context.setOffline(true);
  await admin.signIn(owner);
  const error = admin.authCard.getByRole('alert');
  await expect(error).toHaveText(OFFLINE_MESSAGE);
  await expect(admin.authCard).not.toContainText('fetch');
  await context.setOffline(false);
  await admin.authCard.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.hero).toBeVisible();
});

test('when a list on screen cannot be refreshed offline, then it stays and a notice says so', async ({
  page,
  context,
}) => {
  // The dashboard asks for both lists to count them and fetches every screen's code; opened
  // offline after that, a section shows what it has and its own ask fails.
  const subscribers = answersTo(page, API.adminSubscribers);
  const inquiries = answersTo(page, API.adminInquiries);
  const screens = answersTo(page, /^\/assets\/(subscribers|inquiries)-view-[^/]*\.js$/);
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await expect.poll(subscribers).toBe(1);
  await expect.poll(inquiries).toBe(1);
  await expect.poll(screens).toBe(2);
  await context.setOffline(true);
  await admin.tab('Subscribers').click();
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  await admin.expectToast(
    'This list could not be refreshed',
    `${OFFLINE_MESSAGE} It shows what was last loaded.`,
  );
  await admin.tab('Inquiries').click();
  await expect(page.getByRole('heading', { name: 'Inquiries', exact: true })).toBeVisible();
  // The same notice says it (a list's notice does not replace an error notice still open).
  await expect(admin.toastRegion).toContainText('This list could not be refreshed');
  await expect(page.locator('.admin-load-error')).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('before it has arrived', () => {
  // page.route sees only what the page itself fetches; with the service worker in between it would
  // not see the screens' code at all.
  test.use({ serviceWorkers: 'block' });

  test('when a list cannot load offline, then it says so and loads once the connection is back', async ({
    page,
    context,
  }) => {
    // The connection goes before the dashboard's asks for the lists are answered.
    const back = await cutOff(page, /\/api\/admin\/(subscribers|inquiries)$/);
    const admin = new AdminPage(page);
    await admin.openSignedIn(owner);
    await context.setOffline(true);
    await admin.tab('Subscribers').click();
    const failed = page.locator('.admin-load-error');
    await expect(failed).toContainText(OFFLINE_MESSAGE);
    await expect(failed).not.toContainText('fetch');
    await admin.tab('Inquiries').click();
    await expect(failed).toContainText(OFFLINE_MESSAGE);
    await context.setOffline(false);
    back();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Inquiries', exact: true })).toBeVisible();
  });

  test("when a screen's code has not arrived before the connection goes, then it says the owner seems offline and loads once it is back", async ({
    page,
    context,
  }) => {
    // The admin fetches each screen's code after sign-in; hold the Subscribers screen's back so the
    // owner opens it offline before it ever arrived (a race going offline after sign-in can meet on a slow run).
    const back = await cutOff(page, /\/assets\/subscribers-view-[^/]*\.js$/);
    const admin = new AdminPage(page);
    await admin.openSignedIn(owner);
    await context.setOffline(true);
    await admin.tab('Subscribers').click();
    const failed = page.locator('.admin-load-error');
    await expect(failed).toContainText(`Subscribers could not be loaded. ${OFFLINE_MESSAGE}`);
    await context.setOffline(false);
    back();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  });
});

test('when an action fails offline, then its notice names the action and says the owner seems offline', async ({
  page,
  context,
}) => {
  // The dashboard asks for the list to count it and the screen asks again when it opens; the list
  // shows from the first answer. Going offline before the second one fails that ask too, and its
  // notice can take the export's place (one notice at a time); before lists stayed on screen, it
  // took Export CSV away (a CI run).
  const listed = answersTo(page, API.adminSubscribers);
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Subscribers').click();
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  await expect.poll(listed).toBe(2);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await admin.expectToast('Failed to export subscribers', OFFLINE_MESSAGE);
  await context.setOffline(false);
});

/** How many GETs of this path (or of paths it matches) the page has had answered so far (read it with expect.poll). */
function answersTo(page: Page, path: string | RegExp): () => number {
  const matches = (pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));
  let answered = 0;
  page.on('requestfinished', (request) => {
    if (request.method() === 'GET' && matches(new URL(request.url()).pathname)) answered += 1;
  });
  return () => answered;
}

/** Fails what the page asks for at `url` as a lost connection does, until the function returned is called. */
async function cutOff(page: Page, url: RegExp): Promise<() => void> {
  let cut = true;
  await page.route(url, (route) => (cut ? route.abort('internetdisconnected') : route.continue()));
  return () => {
    cut = false;
  };
}
