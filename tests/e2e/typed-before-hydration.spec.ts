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
