import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/** Keyboard focus in the studio: every control shows the same ring (admin-base.css, --a-focus). */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Kai Keys');
});

test('when the owner tabs onto the Portfolio tabs "Manage Items" and "Add New", then each shows the focus ring the service buttons show', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const shadow = () => page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);

  await admin.service('AI Services').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(admin.service('AI Services')).toBeFocused();
  const ring = await shadow();
  expect(ring).toContain('rgb(37, 99, 235)');

  await page.keyboard.press('Tab');
  await expect(admin.tab('Manage Items')).toBeFocused();
  expect(await shadow()).toBe(ring);

  await page.keyboard.press('ArrowRight');
  await expect(admin.tab('Add New')).toBeFocused();
  expect(await shadow()).toBe(ring);
});
