import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * Issue 14 item 1 (testimonials) and 2: the owner edits a service page's testimonial and the
 * overview's in the admin; the next load of each page shows it. It changes seeded testimonials,
 * so it runs on a server of its own.
 */
test.use({ ownData: true });

test('when the owner edits the photography and the overview testimonials in the admin, then the next load of those pages shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Tess Testimonials');
  // Both pages are in the page cache before the change: the save must drop them.
  await page.goto('/services/photography');
  await expect(page.locator('.testimonial-name')).toHaveText('Priya Raman');
  await page.goto('/services/all');
  await expect(page.locator('.testimonial-name')).toHaveText('Rachel Kim');

  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Testimonials').click();
  await expect(page.getByRole('button', { name: /^Edit the testimonial of / })).toHaveCount(11);
  await admin.expectNoAxeViolations();

  // The name is required: the server's answer names the field by its label, under it, and the
  // keyboard goes there; nothing is stored.
  await page
    .getByRole('button', { name: 'Edit the testimonial of Service: Real Estate Photography' })
    .click();
  await admin.input('Name *').fill('');
  await admin.button('Save testimonial').click();
  await expect(admin.formError).toHaveText('Name is required.');
  await expect(admin.input('Name *')).toBeFocused();
  await expect(admin.input('Name *')).toHaveAccessibleDescription('Name is required');

  const quote = 'Our spring listings sold in a week. The photos did the talking.';
  await admin.input('Quote *').fill(quote);
  await admin.input('Name *').fill('Dana Ortiz');
  await admin.input('Role and company').fill('Broker of Record, Ortiz Homes');
  await admin.button('Save testimonial').click();
  await admin.expectToast('Saved', 'The testimonial "Dana Ortiz" is saved.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to the list' }).click();

  await page.getByRole('button', { name: 'Edit the testimonial of All services' }).click();
  await admin.input('Name *').fill('Sam Lee');
  await admin.button('Save testimonial').click();
  await admin.expectToast('Saved', 'The testimonial "Sam Lee" is saved.', { timeout: 20_000 });

  await page.goto('/services/photography');
  await expect(page.locator('.testimonial-quote')).toHaveText(quote);
  await expect(page.locator('.testimonial-name')).toHaveText('Dana Ortiz');
  await expect(page.locator('.testimonial-role')).toHaveText('Broker of Record, Ortiz Homes');
  await page.goto('/services/all');
  await expect(page.locator('.testimonial-name')).toHaveText('Sam Lee');
});
