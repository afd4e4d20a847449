import { expect, test } from './fixtures.ts';
import { API } from '#shared/api/paths.ts';
import {
  BUDGET_OPTIONS,
  INQUIRY_FORM_ERRORS,
  INQUIRY_FORM_RENEWED,
  INQUIRY_FORM_UNVERIFIED,
  INQUIRY_THANKS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from '#shared/schemas/inquiry.ts';
import { fillRequired, form, isInquiryPost, TOKEN, tokenInput } from './pages/contact-form.ts';
import { collectErrors, ShellPage } from './pages/shell-page.ts';

test.describe('contact page', () => {
  test('when the page opens, then the form has every field, option list and rule of the spec', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Talk About Your Project");
    await expect(form(page)).toHaveAttribute('method', 'post');
    // Its own anchor ends the address: a refused post's answer (this page, filled in) opens at the form.
    await expect(form(page)).toHaveAttribute('action', '/api/inquiries#quote-form');
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
    await expect(page.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
    // The server signed a token for this view of the form (its timing check uses only its own clock).
    await expect(tokenInput(page)).toHaveAttribute('value', TOKEN);
    await expect(form(page).locator('input[name="startedAt"]')).toHaveCount(0);
  });

  test("when the page's style sheet does not load, then the spam trap a person can now see tells them to leave it empty", async ({
    page,
  }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/contact');
    const trap = form(page).locator('.inquiry-trap');
    await expect(trap).toBeVisible();
    await expect(trap).toHaveText('Leave this field empty (it catches spam)');
  });

  test('when /contact is loaded twice, then each server render carries its own token and hydrates without errors', async ({
    page,
  }) => {
    const errors = await collectErrors(page);
    const shell = new ShellPage(page);
    await shell.open('/contact');
    const first = await tokenInput(page).getAttribute('value');
    await shell.open('/contact');
    const second = await tokenInput(page).getAttribute('value');
    expect(first).toMatch(TOKEN);
    expect(second).toMatch(TOKEN);
    expect(second).not.toBe(first);
    expect(errors).toEqual([]);
  });

  test('when the visitor follows a link to /contact, then the page comes with a fresh signed token and sends', async ({
    page,
  }) => {
    const errors = await collectErrors(page);
    const shell = new ShellPage(page);
    await shell.open('/about');
    // Links are plain page loads: the server renders /contact with its own token, no extra request.
    const tokenRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === API.inquiryFormToken) tokenRequests.push(r.url());
    });
    await shell.mainNav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.locator('body.loaded').waitFor();
    const token = (await tokenInput(page).getAttribute('value')) ?? '';
    expect(token).toMatch(TOKEN);
    expect(tokenRequests).toEqual([]);
    await fillRequired(page, 'dana.nav@example.com');
    const sent = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
    await page.getByRole('button', { name: 'Send Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ formToken: token });
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when the server refuses the form token, then the form renews it, keeps the details and sends on the next try', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/contact');
    await fillRequired(page, 'dana.renewed@example.com');
    // As if the tab had been left open for days: the token the form holds is no longer accepted.
    await tokenInput(page).evaluate((input: HTMLInputElement) => {
      input.value = `${Date.now() - 60_000}.${'A'.repeat(43)}`;
    });
    const refused = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
    const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === API.inquiryFormToken);
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await refused).status()).toBe(400);
    expect(await (await refused).json()).toEqual({ error: INQUIRY_FORM_UNVERIFIED });
    const { token } = (await (await renewed).json()) as { token: string };
    await expect(page.getByRole('alert')).toHaveText(INQUIRY_FORM_RENEWED);
    await expect(tokenInput(page)).toHaveAttribute('value', token);
    await expect(form(page).getByLabel('First name')).toHaveValue('Dana');
    const sent = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
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
    const answer = page.waitForResponse((r) => isInquiryPost(r.url(), r.request().method()));
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

  test('when the server sends the visitor back with an error code, then its text and the field are shown', async ({
    page,
  }) => {
    await page.goto('/contact?error=invalid&field=email');
    await expect(page.getByRole('alert')).toHaveText(`${INQUIRY_FORM_ERRORS.invalid} (Email)`);
    await page.goto('/contact?error=<b>call-this-number</b>');
    await expect(page.getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS.unavailable);
    await page.goto('/contact?error=expired');
    await expect(page.getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS.expired);
    await expect(tokenInput(page)).toHaveAttribute('value', TOKEN);
  });
});
