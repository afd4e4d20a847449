import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NEWSLETTER_INVALID, NEWSLETTER_SUCCESS } from '#shared/constants/newsletter-texts.ts';
import { expect, test } from './fixtures.ts';
import { NewsletterPage } from './pages/newsletter-page.ts';
import { ShellPage } from './pages/shell-page.ts';

/** The footer's newsletter signup sent without JavaScript: a plain post, answered by the /newsletter page. */
test.describe('newsletter signup without JavaScript', () => {
  test('when an address is sent from the footer, then the browser lands on /newsletter with the thanks and the subscriber is stored', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const shell = new ShellPage(page);
    await page.goto('/about');
    const email = `nojs-${Date.now()}@example.com`;
    await shell.subscribe(email);
    await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
    await expect(new NewsletterPage(page).thanks).toHaveText(NEWSLETTER_SUCCESS);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    const file = await readFile(join(process.env.E2E_DATA_DIR!, 'subscribers.db'), 'utf8');
    expect(file).toContain(`"email":"${email}"`);
    expect(file).toContain('"source":"/about"');
    await context.close();
  });

  test('when a bad address is sent from the footer, then the page comes back with the alert and the typed text; corrected and sent again, it is taken', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const shell = new ShellPage(page);
    await page.goto('/');
    await shell.subscribe('agent.example.com');
    const signup = new NewsletterPage(page);
    await expect(signup.alert).toHaveText(NEWSLETTER_INVALID);
    await expect(signup.input).toHaveValue('agent.example.com');
    await signup.input.fill(`agent-${Date.now()}@example.com`);
    await signup.button.click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
    await expect(signup.thanks).toHaveText(NEWSLETTER_SUCCESS);
    await context.close();
  });
});
