import type { Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';
import { INQUIRY_FORM_ERRORS } from '#shared/schemas/inquiry.ts';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';

/**
 * The quote form when the site fails rather than refuses: an unexpected error on the server, or a
 * proxy's own page while the server is down. The visitor reads what the no-JavaScript form says
 * then (try again, or call or e-mail), never "Internal server error", and keeps what they typed.
 */
const form = (page: Page) => page.locator('form.inquiry-form');

async function fillAndSend(page: Page) {
  await form(page).getByLabel('First name').fill('Zoë');
  await form(page).getByLabel('Last name').fill('Nguyễn');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@example.com');
  await form(page).getByLabel('Project details').fill('Twilight photos for a bungalow in Etobicoke.');
  await page.getByRole('button', { name: 'Send Request' }).click();
}

for (const [what, answer] of [
  [
    'the server fails unexpectedly',
    {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Internal server error' }),
    },
  ],
  [
    'a proxy answers with its own page',
    { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' },
  ],
] as const) {
  test(`when ${what}, then the visitor reads to try again or call or e-mail, and keeps what they typed`, async ({
    page,
  }) => {
    await new ShellPage(page).open('/contact');
    await page.route(`**${API.inquiries}`, (route) => route.fulfill(answer));
    await fillAndSend(page);
    await expect(page.getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS.unavailable);
    await expect(form(page).getByLabel('Project details')).toHaveValue(
      'Twilight photos for a bungalow in Etobicoke.',
    );
  });
}
