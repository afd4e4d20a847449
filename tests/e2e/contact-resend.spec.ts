import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API } from '#shared/api/paths.ts';
import { INQUIRY_FORM_RENEWED, INQUIRY_THANKS } from '#shared/schemas/inquiry.ts';
import { OFFLINE_MESSAGE } from '../../shared/api/api-error.ts';
import { ShellPage } from './pages/shell-page.ts';

/** A visitor's second press of Send: after a lost answer, and for a second request. */
const form = (page: Page) => page.locator('form.inquiry-form');
const isInquiryPost = (url: string, method: string) =>
  new URL(url).pathname === API.inquiries && method === 'POST';

async function fill(page: Page, email: string, details: string) {
  await form(page).getByLabel('First name').fill('Élodie');
  await form(page).getByLabel('Last name').fill('Bérubé');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form(page).getByLabel('Project details').fill(details);
}

test.describe('contact form sent again', () => {
  test('when the answer to a sent request is lost and the visitor presses Send again, then they are thanked and it was sent once', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/contact');
    const email = `resend.${Date.now()}@example.com`;
    await fill(page, email, 'Photos for a semi in Leslieville 🏡\nListing on Friday.');
    // The request reaches the server, but the phone loses the connection before the answer.
    await page.route(`**${API.inquiries}`, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('alert')).toHaveText(OFFLINE_MESSAGE);
    await page.unroute(`**${API.inquiries}`);
    const again = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
  });

  test('when a visitor sends a request and then another with "Send another request", then the second is sent at the first press', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/contact');
    await fill(page, `first.${Date.now()}@example.com`, 'Photos for a detached home in Leaside.');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await page.getByRole('link', { name: 'Send another request' }).click();
    await fill(page, `second.${Date.now()}@example.com`, 'A 3D tour of a condo downtown.');
    const second = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await second).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(page.getByText(INQUIRY_FORM_RENEWED)).toHaveCount(0);
  });
});
