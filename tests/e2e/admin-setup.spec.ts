import { expect, test } from './fixtures.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { AdminPage } from './pages/admin-page.ts';

/**
 * A fresh install: the server prints a one-time setup link while no owner exists; opening it shows
 * the first-owner form, which creates the account and signs it in. Uses its own server so the
 * shared e2e server (which already has owners) is not involved.
 */
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServerProcess({ env: { RATE_LIMIT: 'false' } });
});
test.afterAll(async () => {
  await server?.stop();
  await server?.cleanup();
});

async function setupLink(): Promise<URL> {
  const link = () => /https?:\/\/[^\s"]+\/admin\?setup=[A-Za-z0-9_-]+/.exec(server.logs.join(''))?.[0];
  await expect.poll(link, { message: 'a setup link in the server log' }).toBeTruthy();
  return new URL(link()!);
}

test('when the setup link is opened on a fresh install, then the first owner is created and signed in', async ({
  page,
}) => {
  const link = await setupLink();
  const admin = new AdminPage(page);
  await admin.open(`${server.url}/admin${link.search}`);
  const form = page.getByRole('form', { name: 'Create the owner account' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill('first.owner@lumen.test');
  await form.getByLabel('Name').fill('Fay First');
  await form.getByLabel('Password').fill('first owner passphrase');
  await form.getByRole('button', { name: 'Create owner account' }).click();
  await expect(admin.hero).toBeVisible();
  await expect(page.getByText('Welcome Fay First - Update your portfolio seamlessly')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // The link is single use: opening it again shows the form, and the server refuses it.
  await admin.userButton('Fay First').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signed out before the link is opened again: a sign-out still on its way when the page is left
  // may never reach the server, and the studio would open signed in, with no form to fill.
  await expect(admin.authCard).toBeVisible();
  await admin.open(`${server.url}/admin${link.search}`);
  await form.getByLabel('Email').fill('second@lumen.test');
  await form.getByLabel('Name').fill('Sam Second');
  await form.getByLabel('Password').fill('second owner passphrase');
  await form.getByRole('button', { name: 'Create owner account' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByRole('button', { name: 'I already have an account: sign in' }).click();
  await admin.signIn({ email: 'first.owner@lumen.test', password: 'first owner passphrase' });
  await expect(admin.hero).toBeVisible();
});
