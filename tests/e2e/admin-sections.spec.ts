import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';
import { collectErrors } from './pages/shell-page.ts';

/** The web admin's sections, each its own chunk of code, opened one after the other in Chromium. */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Sam Sections');
});

test('when the owner opens every section, then each screen shows without a script error or a CSP violation', async ({
  page,
}) => {
  // Every section's code is its own chunk with its own schemas; a blocked eval (zod's probe) or a
  // script error in any of them is caught here (collectErrors counts violation events too).
  const errors = await collectErrors(page);
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const sections = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  const count = await sections.count();
  expect(count).toBeGreaterThanOrEqual(12);
  for (let index = 0; index < count; index += 1) {
    const tab = sections.nth(index);
    const name = (await tab.locator('span').first().textContent()) ?? '';
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Loading ${name}...`)).toHaveCount(0);
    await expect(page.getByText(`${name} could not be loaded`)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('when the owner opens Pictures on a phone, then the words take the row beside the picture and Replace sits under them', async ({
  browser,
  site,
}) => {
  const phone = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
  const admin = new AdminPage(await phone.newPage());
  await admin.openSignedIn(owner);
  await admin.tab('Pictures').click();
  const row = admin.page.locator('.admin-picture-row').first();
  await expect(row).toBeVisible();
  const boxes = await row.evaluate((li) => {
    const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect;
    return { row: box(li), words: box(li.querySelector('div')), replace: box(li.querySelector('button')) };
  });
  // Beside a 6rem picture the words keep most of the row (they had about 100 px with Replace beside them).
  expect(boxes.words.width).toBeGreaterThan(boxes.row.width * 0.55);
  expect(boxes.replace.top).toBeGreaterThanOrEqual(boxes.words.bottom);
  await phone.close();
});
