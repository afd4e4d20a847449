import { expect, test } from './fixtures.ts';
import { OFFLINE_MESSAGE } from '../../shared/api/api-error.ts';
import { ShellPage } from './pages/shell-page.ts';

/** Issue 15: visitors read plain sentences, never a validation dump or the browser's "Failed to fetch". */
test('when the footer signup gets "a@b", then the server refuses it and the visitor reads the spec sentence', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/about');
  await shell.newsletterInput.fill('a@b');
  const answer = page.waitForResponse('**/api/newsletter');
  await shell.newsletterButton.click();
  expect((await answer).status()).toBe(400);
  await expect(shell.newsletterMessage).toHaveText('Please enter a valid email address');
  await expect(shell.newsletterMessage).toHaveClass(/is-error/);
});

test('when the visitor is offline and subscribes, then they read that they seem offline', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/about');
  await context.setOffline(true);
  await shell.newsletterInput.fill('visitor@example.com');
  await shell.newsletterButton.click();
  await expect(shell.newsletterMessage).toHaveText(OFFLINE_MESSAGE);
  await expect(shell.newsletterMessage).not.toContainText('fetch');
  await context.setOffline(false);
});
