import type { Page } from '@playwright/test';
import { API } from '#shared/api/paths.ts';
import {
  INQUIRY_FORM_ERRORS,
  INQUIRY_TOO_FAST,
  INQUIRY_TOO_FAST_AGAIN,
  LEAD_THANKS,
} from '#shared/constants/inquiry-options.ts';
import { PHONE_RULE } from '#shared/content/phone-number.ts';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ownerApi, publishListing } from './pages/listing-api.ts';
import { inboxEmails, postAnswerStatus, useUpQuoteRequestLimit } from './pages/quote-requests.ts';

/**
 * A listing's lead form keeps what the visitor typed. Before, it was only a plain post: a phone of
 * "abc" came back as ?error=invalid&field=phone with every field emptied, no field marked and the
 * phone never named; a form sent within 3 s (the browser's autofill) was emptied the same way.
 */

test.use({ ownData: true });

const PAGE = '/listings/88-lakeshore-rd';
const MESSAGE = 'Is the basement finished? We would like to visit on Saturday.';
const lead = (page: Page) => page.locator('#lead-form');
const field = (page: Page, label: string) => lead(page).getByRole('textbox', { name: label, exact: true });

async function fill(page: Page, phone: string) {
  await field(page, 'First name').fill('Lea');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill('lea.tester@example.com');
  await field(page, 'Phone').fill(phone);
  await field(page, 'Message').fill(MESSAGE);
}

async function expectKept(page: Page, phone: string) {
  await expect(field(page, 'First name')).toHaveValue('Lea');
  await expect(field(page, 'Last name')).toHaveValue('Tester');
  await expect(field(page, 'Email')).toHaveValue('lea.tester@example.com');
  await expect(field(page, 'Phone')).toHaveValue(phone);
  await expect(field(page, 'Message')).toHaveValue(MESSAGE);
}

test.beforeEach(async ({ baseURL }) => {
  await publishListing(baseURL!, await createOwner('Lia Leads'), {}, 1);
});

test('when a lead is refused for its phone, then what was typed stays, the phone is marked with its rule and focused; corrected, it is sent', async ({
  page,
  baseURL,
}) => {
  await page.goto(PAGE);
  await page.locator('body.loaded').waitFor();
  // Required fields are marked as on the contact form: "*", explained above the fields.
  await expect(lead(page).getByText('are required.')).toBeVisible();
  for (const label of ['First name', 'Last name', 'Email', 'Message']) {
    await expect(lead(page).locator('label', { hasText: label })).toHaveText(`${label} *`);
  }
  await expect(lead(page).locator('label', { hasText: 'Phone' })).toHaveText('Phone');
  await fill(page, 'abc');
  await lead(page).getByRole('button', { name: 'Send' }).click();

  const rule = `Phone ${PHONE_RULE}.`;
  await expect(lead(page).getByRole('alert')).toHaveText(rule);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expectKept(page, 'abc');
  await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(rule);
  await expect(field(page, 'Phone')).toBeFocused();

  await field(page, 'Phone').fill('(416) 555-0199 ext. 12');
  await expect(field(page, 'Phone')).not.toHaveAttribute('aria-invalid', 'true');
  await lead(page).getByRole('button', { name: 'Send' }).click();
  await expect(lead(page).getByRole('status')).toContainText('Thank you');
  await expect(lead(page).getByRole('status')).toBeFocused();
  const { api } = await ownerApi(baseURL!, await createOwner('Ian Inbox'));
  const inbox = (await (await api.get('/api/admin/inquiries')).json()) as {
    phone?: string;
    listing?: unknown;
  }[];
  await api.dispose();
  expect(inbox.map((i) => [i.phone, i.listing])).toEqual([
    ['(416) 555-0199 ext. 12', { slug: '88-lakeshore-rd', address: '88 Lakeshore Rd' }],
  ]);
});

test('when a lead is refused as sent too fast, then the form sends it again by itself, and if still refused keeps what was typed and says to press Send again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let posts = 0;
  // The first two posts are answered as the server answers a form sent within INQUIRY_MIN_SECONDS
  // (the e2e servers accept forms at once).
  await page.route(API.inquiries, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 2) return route.continue();
    await route.fulfill({ status: 400, json: { error: INQUIRY_TOO_FAST } });
  });
  await page.goto(PAGE);
  await page.locator('body.loaded').waitFor();
  await fill(page, '416 555 0199');
  await lead(page).getByRole('button', { name: 'Send' }).click();
  await expect(lead(page).getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(lead(page).getByRole('alert')).toHaveText(INQUIRY_TOO_FAST_AGAIN, { timeout: 10_000 });
  expect(posts).toBe(2);
  await expectKept(page, '416 555 0199');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await lead(page).getByRole('button', { name: 'Send' }).click();
  await expect(lead(page).getByRole('status')).toContainText('Thank you');
  expect(posts).toBe(3);
});

test('when a lead without JavaScript is refused for its phone, then the page comes back open at the form with everything typed and the phone named and marked; corrected, it is sent', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await fill(page, 'abc');
  await lead(page).getByRole('button', { name: 'Send' }).click();
  // The answer to the post is the listing's page again, at the form's anchor.
  await expect(page).toHaveURL(/\/api\/inquiries\?listing=88-lakeshore-rd#lead-form$/);
  await expect(lead(page).getByRole('alert')).toContainText('(Phone)');
  await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(`Phone ${PHONE_RULE}.`);
  await expectKept(page, 'abc');
  await expect(lead(page).getByRole('alert')).toBeInViewport();
  await field(page, 'Phone').fill('416 555 0199');
  await lead(page).getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/listings\/88-lakeshore-rd\?sent=1#lead-form$/);
  await expect(lead(page)).toContainText(LEAD_THANKS);
  await context.close();
});

test.describe('over the rate limit', () => {
  test.use({ rateLimit: true });

  test('when a lead without JavaScript is refused for too many requests, then the listing comes back (429) open at the form with everything typed, and nothing is stored', async ({
    browser,
    baseURL,
  }) => {
    await useUpQuoteRequestLimit(baseURL!);
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await fill(page, '416 555 0199');
    const send = () => lead(page).getByRole('button', { name: 'Send' }).click();
    expect(await postAnswerStatus(page, send)).toBe(429);
    await expect(page).toHaveURL(/\/api\/inquiries\?listing=88-lakeshore-rd#lead-form$/);
    await expect(lead(page).getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS['rate-limited']);
    await expect(lead(page).getByRole('alert')).toBeInViewport();
    await expectKept(page, '416 555 0199');
    await context.close();
    expect(await inboxEmails(baseURL!)).toEqual([]);
  });
});
