import { NEWSLETTER_SUCCESS } from '#shared/constants/newsletter-texts.ts';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { ShellPage } from './pages/shell-page.ts';

/**
 * On a slow connection a visitor types into a form before React has it (its code is still on the
 * way), then presses the button: what they typed is what is sent.
 */
test('when an address is typed in the footer signup before the page is hydrated, then Subscribe sends that address', async ({
  page,
}) => {
  const runtime = await holdRequests(page, /\/assets\/runtime-[^/]+\.js$/);
  const shell = new ShellPage(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await shell.newsletterInput.fill('early.typist@example.com');
  const posted = shell.recordNewsletterRequests();
  runtime.release();
  await expect(shell.newsletter.locator('xpath=ancestor::*[@data-hydrated]').first()).toBeAttached();
  await shell.newsletterButton.click();
  await expect(shell.newsletterMessage).toHaveText(NEWSLETTER_SUCCESS);
  expect(posted.map((r) => r.postDataJSON()?.email)).toEqual(['early.typist@example.com']);
});

test('when an address is typed and Subscribe pressed before the page is hydrated, then that address is sent once it is', async ({
  page,
}) => {
  const runtime = await holdRequests(page, /\/assets\/runtime-[^/]+\.js$/);
  const shell = new ShellPage(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const posted = shell.recordNewsletterRequests();
  await shell.subscribe('early.presser@example.com');
  runtime.release();
  await expect(shell.newsletterMessage).toHaveText(NEWSLETTER_SUCCESS);
  expect(posted.map((r) => r.postDataJSON()?.email)).toEqual(['early.presser@example.com']);
  await expect(shell.newsletterInput).toHaveValue('');
});

test('when a search is typed on /blog before the page is hydrated, then the list is filtered by it once it is and the box keeps it', async ({
  page,
}) => {
  const runtime = await holdRequests(page, /\/assets\/runtime-[^/]+\.js$/);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  const box = page.getByLabel('Search articles');
  // 'honestly' appears in the virtual staging excerpt only.
  await box.fill('honestly');
  runtime.release();
  await expect(page.locator('.blog-list-island, [data-island*="blog-list"]').first()).toHaveAttribute(
    'data-hydrated',
    '',
  );
  await expect(page.locator('.blog-count')).toHaveText('1 article');
  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(box).toHaveValue('honestly');
  await expect(page).toHaveURL(/\/blog\?category=Marketing&q=honestly$/);
});

test('when a search is typed and a category pressed on /blog before the page is hydrated, then both filter the list once it is', async ({
  page,
}) => {
  const runtime = await holdRequests(page, /\/assets\/runtime-[^/]+\.js$/);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  // 'TOUR' is in the Matterport post's title, one of the two Marketing posts.
  await page.getByLabel('Search articles').fill('TOUR');
  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  runtime.release();
  await expect(page.getByRole('button', { name: 'Marketing', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.blog-count')).toHaveText('1 article');
  await expect(page.getByLabel('Search articles')).toHaveValue('TOUR');
  await expect(page).toHaveURL(/\/blog\?category=Marketing&q=TOUR$/);
});
