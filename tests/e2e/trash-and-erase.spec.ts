import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/**
 * Issue 25: a deleted portfolio item waits in the Trash and comes back with Restore; a quote
 * request and a subscriber can be erased, each asked first by name.
 */
let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Tara Trash');
});

test('when the owner deletes a portfolio item, then the confirmation names it and the Trash brings it back', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.openSignedIn(owner);
  const title = `Trash me ${Date.now()}`;
  await admin.service('Editing').click();
  await admin.tab('Add New').click();
  await admin.field('Title *').fill(title);
  await admin.field('Description *').fill('An item to delete and bring back');
  await admin.field('Image URL *').fill('/images/portfolio/editing-1.jpg');
  await admin.field('Alt text *').fill('A retouched living room');
  await admin.form.getByRole('button', { name: 'Add Item' }).click();
  await admin.expectToast('Item added', 'Portfolio item has been added successfully');

  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await admin
    .item(title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await admin.expectToast('Item deleted', 'Portfolio item has been removed successfully');
  expect(messages).toEqual([
    `Are you sure you want to delete this item?\n\n"${title}" moves to the trash. You can restore it from there for 30 days.`,
  ]);
  await expect(admin.item(title)).toHaveCount(0);

  await admin.tab('Trash').click();
  const row = page.locator('.admin-trash tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Editing portfolio');
  await admin.expectNoAxeViolations();
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await admin.expectToast('Restored', `"${title}" is back where it was.`);
  await expect(row).toHaveCount(0);
  await admin.tab('Portfolio').click();
  await admin.service('Editing').click();
  await expect(admin.item(title)).toBeVisible();
});

test('when the owner deletes a quote request and removes a subscriber, then both are asked first and gone', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  const stamp = Date.now();
  const { token: formToken } = (await (await page.request.get('/api/inquiries/form-token')).json()) as {
    token: string;
  };
  const details = `Please forget me ${stamp}`;
  const sent = await page.request.post('/api/inquiries', {
    data: { formToken, firstName: 'Erin', lastName: `Erase${stamp}`, email: 'erin@example.com', details },
  });
  expect(sent.status()).toBe(201);
  const email = `leave-${stamp}@example.com`;
  expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);

  await admin.openSignedIn(owner);
  await admin.tab('Inquiries').click();
  const card = page.locator('.admin-inquiry').filter({ hasText: details });
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await card.getByRole('button', { name: `Delete the request from Erin Erase${stamp}` }).click();
  await admin.expectToast('Request deleted', 'The quote request is erased from the site.');
  await expect(card).toHaveCount(0);

  await admin.tab('Subscribers').click();
  const row = page.locator('.admin-table tbody tr').filter({ hasText: email });
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  await admin.expectToast('Subscriber removed', 'The address is erased from the site.');
  await expect(row).toHaveCount(0);
  expect(messages).toEqual([
    `Delete the quote request from Erin Erase${stamp} for good? It is erased from the site and cannot be restored.`,
    `Remove ${email} from the newsletter list for good? The address and its consent record are erased and cannot be restored.`,
  ]);
  await admin.expectNoAxeViolations();
});
