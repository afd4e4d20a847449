import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * The page object's promise that every admin spec leans on: `expectToast` returns only once the
 * notice of the action just taken is shown, not the same notice of the action before, which stays
 * on screen for 5 s. Before it kept that promise, a quick second save was taken as done while its
 * request was still under way, and the next page load showed the data before it
 * (service-featured.spec and page-pictures.spec failed now and then on a quiet machine).
 */
test.use({ ownData: true });

test('when a second save gives the same notice as the first, then the page object waits for the second save to be answered', async ({
  page,
}) => {
  const owner = await createOwner('Nico Notice');
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const title = (await admin.items().locator('h4').first().textContent())!;
  const saves: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/api/portfolio/')) {
      saves.push(response.url());
    }
  });

  const save = async (description: string) => {
    await admin
      .item(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await admin.field('Description *').fill(description);
    await admin.form.getByRole('button', { name: 'Update Item' }).click();
  };

  await save('First pass at the description.');
  await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
  expect(saves).toHaveLength(1);

  // The second save is held at the network until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/portfolio/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await save('Second pass at the description.');
  // The first notice is still on screen (hovered, it stays), and it is not taken for the second.
  await admin.toast.hover();
  await expect(admin.form.getByRole('button', { name: 'Update Item' })).toBeDisabled();
  await expect(admin.toast).toHaveCount(1);
  await expect(admin.newToast).toHaveCount(0);

  release();
  await admin.expectToast('Item updated', 'Portfolio item has been updated successfully');
  expect(saves).toHaveLength(2);
});
