import { expect, test } from './fixtures.ts';
import { INQUIRY_FORM_ERRORS, INQUIRY_THANKS } from '#shared/schemas/inquiry.ts';
import { expectFilledIn, fillRequired, form, TOKEN, tokenInput } from './pages/contact-form.ts';
import { inboxEmails, postAnswerStatus, useUpQuoteRequestLimit } from './pages/quote-requests.ts';

/** The quote request form sent without JavaScript: a plain post, answered by the server's pages. */
test.describe('contact page without JavaScript', () => {
  test('when the form is sent without JavaScript, then the server redirects to the confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    // The token comes in the server's HTML: no script is needed to get one.
    await expect(tokenInput(page)).toHaveAttribute('value', TOKEN);
    await fillRequired(page, 'dana.nojs@example.com');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#quote-form$/);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
    await context.close();
  });

  test('when a form sent without JavaScript is refused (a page left open: its token is not accepted), then the page comes back open at the form with everything typed; sent again, it is received', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await fillRequired(page, 'dana.later@example.com');
    // The token a page left open for days sends is refused; the browser's post is changed once.
    await page.route('**/api/inquiries', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('formToken', `${Date.now() - 3 * 86_400_000}.left-open-for-three-days`);
      await route.continue({ postData: body.toString() });
    });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/api\/inquiries#quote-form$/);
    await expect(form(page).getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS.unverified);
    await expectFilledIn(page, 'dana.later@example.com');
    await expect(form(page).getByRole('alert')).toBeInViewport();
    // A fresh token came with the page: sent again as it is, it is received.
    await page.unrouteAll();
    await expect(tokenInput(page)).toHaveAttribute('value', TOKEN);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#quote-form$/);
    await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
    await context.close();
  });

  test.describe('over the rate limit', () => {
    test.use({ rateLimit: true });

    test('when a form sent without JavaScript is refused for too many requests, then the page comes back (429) open at the form with everything typed, and nothing is stored', async ({
      browser,
      baseURL,
    }) => {
      await useUpQuoteRequestLimit(baseURL!);
      const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/contact');
      await fillRequired(page, 'dana.busy@example.com');
      const send = () => page.getByRole('button', { name: 'Send Request' }).click();
      expect(await postAnswerStatus(page, send)).toBe(429);
      await expect(page).toHaveURL(/\/api\/inquiries#quote-form$/);
      await expect(form(page).getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS['rate-limited']);
      await expect(form(page).getByRole('alert')).toBeInViewport();
      await expectFilledIn(page, 'dana.busy@example.com');
      await context.close();
      expect(await inboxEmails(baseURL!)).toEqual([]);
    });
  });
});
