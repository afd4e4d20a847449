import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner } from './pages/admin-page.ts';

/**
 * The web admin's portfolio delete names the version it shows (`DELETE ...?version=N`, issue 12):
 * an item changed in another window since the list was loaded is not deleted, and the owner is
 * told so, as the project and post editors do. The item is one this test creates.
 */

test('when an item was changed elsewhere after the list was shown, then Delete keeps it, says so and shows the current version', async ({
  page,
}) => {
  const owner = await createOwner('Delia Delete');
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  // "Elsewhere": the same owner's session through the API, as another window or device would.
  const headers = await admin.writeHeaders();
  const title = `Delete race loft ${Date.now().toString(36)}`;
  const fields = {
    description: 'Made by the delete conflict test',
    type: 'image',
    src: '/images/projects/4.jpg',
    alt: 'Open loft with tall windows',
  };
  const created = await page.request.post('/api/portfolio/photographyPortfolio', {
    headers,
    data: { title, ...fields },
  });
  expect(created.status()).toBe(201);
  const item = await created.json();
  await page.reload();
  await expect(admin.item(title)).toBeVisible();

  const renamed = `${title} (changed elsewhere)`;
  const elsewhere = await page.request.put('/api/portfolio/photographyPortfolio', {
    headers,
    data: { id: item.id, version: item.version, title: renamed, ...fields },
  });
  expect(elsewhere.status()).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  const refused = page.waitForRequest((r) => r.method() === 'DELETE');
  await admin
    .item(title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  expect(new URL((await refused).url()).search).toBe(`?version=${item.version}`);
  await admin.expectToast(
    'Item changed elsewhere',
    'This item was changed in another window or on another device, so it was not deleted and the list has been refreshed. Check the item and delete it again if it should still go.',
  );
  // The list shows what the server holds now, and the server still holds it.
  await expect(admin.item(renamed)).toBeVisible();
  await expect(admin.item(title)).toHaveCount(0);
  const onServer = await (await page.request.get('/api/portfolio/photographyPortfolio')).json();
  expect(onServer.filter((i: { id: string }) => i.id === item.id)).toEqual([
    expect.objectContaining({ title: renamed, version: item.version + 1 }),
  ]);

  // Deleting what is now shown works.
  page.once('dialog', (dialog) => void dialog.accept());
  const accepted = page.waitForRequest((r) => r.method() === 'DELETE');
  await admin
    .item(renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  expect(new URL((await accepted).url()).search).toBe(`?version=${item.version + 1}`);
  await admin.expectToast('Item deleted', 'Portfolio item has been removed successfully');
  await expect(admin.item(renamed)).toHaveCount(0);
});
