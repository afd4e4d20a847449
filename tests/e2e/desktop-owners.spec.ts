import { expect, test } from './desktop-renderer-test.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';
import { connectAndSignIn } from './pages/desktop-app.ts';

/**
 * Two owners on one computer, in Chromium with the built renderer and the main process's real sync
 * logic: a change one owner left waiting is not sent under the next one's session; the panel says
 * whose it is, and "Send it as me" sends it as theirs after asking. Needs `npm run desktop:build`.
 */

let anna: Owner;
let ben: Owner;

test.beforeAll(async () => {
  anna = await createOwner('Anna First');
  ben = await createOwner('Ben Second');
});

const KEY = 'dronePortfolio';
const onServer = async (title: string) => {
  const list = (await (await fetch(`${process.env.BASE_URL}/api/portfolio/${KEY}`)).json()) as {
    title: string;
  }[];
  return list.filter((item) => item.title === title).length;
};

test("when one owner's offline change waits and another signs in, then the panel names its owner and sends it as the new one only when asked", async ({
  page,
  harness,
}) => {
  const admin = new AdminPage(page);
  await connectAndSignIn(admin, harness.url, anna);
  harness.network.offline = true;
  await harness.sync.syncNow();
  await expect(page.locator('.desktop-bar')).toContainText('Offline');
  const title = `Anna's drone set ${Date.now()}`;
  await harness.sync.createItem(KEY, {
    title,
    description: 'Made offline',
    type: 'video',
    src: 'M7lc1UVf-VE',
  });
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(admin.authCard).toBeVisible();

  harness.network.offline = false;
  await admin.signIn(ben);
  await expect(admin.hero).toBeVisible();
  const bar = page.locator('.desktop-bar');
  await expect(bar).toContainText(`Online - changes wait for ${anna.email} to sign in`);
  expect(await onServer(title)).toBe(0);

  await page.getByRole('button', { name: '1 change waiting' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline changes' });
  await expect(panel).toContainText(
    `1 change made by ${anna.email} waits for them to sign in on this computer.`,
  );
  await expect(panel.getByRole('listitem')).toHaveText([
    `New item in Drone: ${title} (made by ${anna.email})`,
  ]);
  await admin.expectNoAxeViolations();

  // Asked first; declining sends nothing.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await panel.getByRole('button', { name: 'Send it as me' }).click();
  await expect
    .poll(() => asked)
    .toBe(`Send the change made by ${anna.email} as yours? The site will name you as the one who made it.`);
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  expect(await onServer(title)).toBe(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Send it as me' }).click();
  await expect(panel.getByText('Everything has been sent.')).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole('button', { name: 'Send it as me' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'All changes sent' })).toBeVisible();
  await expect(bar).not.toContainText('changes wait for');
  expect(await onServer(title)).toBe(1);
});
