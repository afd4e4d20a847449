import { expect, type Page, test } from '@playwright/test';
import {
  BUDGET_OPTIONS,
  INQUIRY_FORM_ERRORS,
  INQUIRY_THANKS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from '#shared/schemas/inquiry.ts';

const form = (page: Page) => page.locator('form.inquiry-form');

async function fillRequired(page: Page, email: string) {
  await form(page).getByLabel('First name').fill('Dana');
  await form(page).getByLabel('Last name').fill('Whitfield');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form(page).getByLabel('Phone').fill('(416) 555-0199');
  await form(page).getByLabel('Service interest').selectOption('drone');
  await form(page).getByLabel('Project budget').selectOption('1k-5k');
  await form(page).getByLabel('Project timeline').selectOption('2-weeks');
  await form(page)
    .getByLabel('Project details')
    .fill('Aerials and photos for a detached home in Leaside, listing in two weeks.');
}

test.describe('contact page', () => {
  test('when the page opens, then the form has every field, option list and rule of the spec', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Talk About Your Project");
    await expect(form(page)).toHaveAttribute('method', 'post');
    await expect(form(page)).toHaveAttribute('action', '/api/inquiries');
    for (const label of ['First name', 'Last name', 'Email', 'Project details']) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(form(page).getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(form(page).getByLabel('Phone')).not.toHaveAttribute('required', '');
    const options = async (label: string) =>
      (
        await form(page)
          .getByLabel(label)
          .locator('option')
          .evaluateAll((els) => els.map((el) => el.getAttribute('value')))
      ).filter(Boolean);
    expect(await options('Service interest')).toEqual(SERVICE_OPTIONS.map(([v]) => v));
    expect(await options('Project budget')).toEqual(BUDGET_OPTIONS.map(([v]) => v));
    expect(await options('Project timeline')).toEqual(TIMELINE_OPTIONS.map(([v]) => v));
    // The spam trap is in the form but neither visible nor exposed to assistive technology.
    const trap = form(page).locator('input[name="website"]');
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(form(page).locator('.inquiry-trap')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await expect(form(page).locator('input[name="startedAt"]')).toHaveAttribute('value', /^\d{13}$/);
  });

  test('when the details are read, then phone, email, address, hours, reply time and social links are shown', async ({
    page,
  }) => {
    await page.goto('/contact');
    const details = page.locator('.contact-details');
    await expect(details.getByRole('link', { name: '(416) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+14165550147',
    );
    await expect(details.getByRole('link', { name: 'hello@lumenrealtymedia.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@lumenrealtymedia.ca',
    );
    await expect(details).toContainText('250 Front Street West');
    await expect(details).toContainText('Monday to Friday');
    await expect(details).toContainText('9:00 AM - 6:00 PM');
    await expect(details).toContainText('By appointment');
    await expect(details).toContainText('2-4 hours');
    for (const name of ['YouTube', 'Facebook', 'Instagram']) {
      const link = details.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('when a required field is empty, then the browser stops the submit and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.locator('body.loaded').waitFor();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/inquiries')) sent++;
    });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(form(page).getByLabel('First name')).toHaveJSProperty('validity.valueMissing', true);
    expect(sent).toBe(0);
  });

  test('when the form is sent with JavaScript, then the thank-you message replaces it on the same page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.locator('body.loaded').waitFor();
    await fillRequired(page, 'dana.js@example.com');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toContain('application/json');
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('link', { name: 'Send another request' }).click();
    await expect(form(page).getByLabel('First name')).toHaveValue('');
  });

  test('when the form is sent without JavaScript, then the server redirects to the confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await fillRequired(page, 'dana.nojs@example.com');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#quote-form$/);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
    await context.close();
  });

  test('when the server sends the visitor back with an error code, then its text and the field are shown', async ({
    page,
  }) => {
    await page.goto('/contact?error=invalid&field=email');
    await expect(page.getByRole('alert')).toHaveText(`${INQUIRY_FORM_ERRORS.invalid} (Email)`);
    await page.goto('/contact?error=<b>call-this-number</b>');
    await expect(page.getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS.unavailable);
  });
});
