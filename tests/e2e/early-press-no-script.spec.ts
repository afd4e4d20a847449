import { INQUIRY_THANKS } from '#shared/constants/inquiry-options.ts';
import { NEWSLETTER_SUCCESS } from '#shared/constants/newsletter-texts.ts';
import { expect, test } from './fixtures.ts';

/**
 * The page's first script arrived but React's code never does (a connection lost mid-load): a
 * press on Send is held for the island (site/src/lib/early-presses.ts), and must not be held for
 * ever. The request form and the newsletter signup work without React as plain posts, so they are
 * sent that way.
 */
test("when React's code never arrives and the visitor sends the quote form, then it is sent as a plain post and they are thanked", async ({
  page,
}) => {
  await page.route(/\/assets\/runtime-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form.inquiry-form');
  await form.getByLabel('First name').fill('Noé');
  await form.getByLabel('Last name').fill('Tremblay');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('noe.tremblay@example.com');
  await form.getByLabel('Project details').fill('Photos and a 3D tour of a condo in Liberty Village.');
  // Its code has been asked for and has failed by now: the press is not made before that.
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#quote-form$/);
  await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
  await expect(page.locator('.inquiry-sent')).toContainText(INQUIRY_THANKS);
});

test("when React's code never arrives and the visitor presses Subscribe, then it is sent as a plain post (what they typed never in the page's address) and they are thanked", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(/\/assets\/runtime-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about', { waitUntil: 'load' });
  // The page says why it has no React (site/src/boot.ts), instead of nothing.
  await expect.poll(() => warnings.join('\n')).toContain('Failed to fetch dynamically imported module');
  const footer = page.locator('footer');
  const email = `visitor-${Date.now()}@example.com`;
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // The footer's form posts to /api/newsletter by itself (docs/rendering.md): no address in the URL.
  await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
  expect(page.url()).not.toContain(encodeURIComponent(email));
  await expect(page.locator('main').getByRole('status')).toHaveText(NEWSLETTER_SUCCESS);
});
