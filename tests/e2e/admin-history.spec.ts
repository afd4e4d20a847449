import { expect, test } from './fixtures.ts';
import { createOwner, type Owner } from './pages/admin-page.ts';
import { ContentEditorPage } from './pages/content-editor-page.ts';

/**
 * The browser's Back and Forward inside the studio: they walk back through the sections and
 * editors the owner opened (studio-history.ts); Back used to leave /admin altogether.
 */

let owner: Owner;
test.beforeAll(async () => {
  owner = await createOwner('Hana History');
});

test('when the owner presses Back and Forward, then the studio goes back through the editors and sections opened, never off /admin', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
  await admin.startNew('Projects', 'project');

  await page.goBack();
  await expect(admin.editor).toBeHidden();
  await expect(admin.tab('Projects')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  await page.goBack();
  await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(admin.tab('Projects')).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).pathname).toBe('/admin');

  // An editor closed on the page leaves no entry of its own behind: the next Back leaves Projects.
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(admin.editor).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(admin.editor).toBeHidden();
  await page.goBack();
  await expect(admin.tab('Portfolio')).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).pathname).toBe('/admin');
});

test('when Back would drop unsaved work, then the owner is asked, and staying keeps every word', async ({
  page,
}) => {
  const admin = new ContentEditorPage(page);
  await admin.openSignedIn(owner);
  await admin.tab('Testimonials').click();
  await page.getByRole('button', { name: 'Edit the testimonial of All services' }).click();
  const quote = 'Typed, not saved: the owner pressed Back by mistake.';
  await admin.input('Quote *').fill(quote);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/not saved/i);
  await expect(admin.input('Quote *')).toHaveValue(quote);
  await expect(admin.tab('Testimonials')).toHaveAttribute('aria-selected', 'true');

  // Asked again, the owner lets it go: the list shows, still in the studio.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await expect(admin.editor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit the testimonial of All services' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin');
});
