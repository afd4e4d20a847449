import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/** The owner's inbox in the web admin: quote requests and newsletter subscribers (spec section 2). */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Ines Inbox');
});

test('when a quote request is sent, then the Inquiries view lists it first and it can be marked handled', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  const details = `Twilight photos for a Leslieville semi ${Date.now()}`;
  // A visitor's form carries a token the server signed (the e2e server has INQUIRY_MIN_SECONDS=0).
  const { token: formToken } = (await (await page.request.get('/api/inquiries/form-token')).json()) as {
    token: string;
  };
  const sent = await page.request.post('/api/inquiries', {
    data: {
      formToken,
      firstName: 'Priya',
      lastName: 'Agent',
      email: 'priya@example.com',
      service: 'photography',
      details,
    },
  });
  expect(sent.status()).toBe(201);
  await admin.openSignedIn(owner);
  // New requests are counted beside Inquiries as soon as the admin opens, before it is chosen.
  await expect(admin.tab('Inquiries').locator('.admin-count')).toHaveText(/^[1-9]\d*$/);
  await admin.tab('Inquiries').click();
  const first = page.locator('.admin-inquiry').first();
  await expect(first).toContainText('Priya Agent');
  await expect(first).toContainText(details);
  await expect(first).toContainText('Real Estate Photography');
  const toggle = first.getByRole('button', { name: 'Mark handled' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(first.locator('.admin-badge')).toHaveText('Handled');
  await admin.expectNoAxeViolations();
});

test('when the owner exports subscribers, then a CSV file downloads', async ({ page }) => {
  const admin = new AdminPage(page);
  const email = `csv-${Date.now()}@example.com`;
  await page.request.post('/api/newsletter', { data: { email } });
  await admin.openSignedIn(owner);
  await admin.tab('Subscribers').click();
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  // Signed up on the home page: said in words, not as the path "/".
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${email}`) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Home page');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  // The server's UTF-8 byte-order mark reaches the file, so Excel shows accented names correctly.
  const saved = await readFile((await (await download).path())!);
  expect([...saved.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await admin.expectNoAxeViolations();
});
