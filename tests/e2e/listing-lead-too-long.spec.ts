import { INQUIRY_FORM_ERRORS } from '#shared/constants/inquiry-options.ts';
import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { publishListing } from './pages/listing-api.ts';

/**
 * A buyer without JavaScript whose message is too long for the server to read (2,500 Chinese
 * characters fit the form's 5,000 but not the 20 kB a plain post may be) is sent back to the
 * listing's own form with the reason, not to the agency's contact page.
 */

test.use({ ownData: true });

const PAGE = '/listings/88-lakeshore-rd';

test.beforeEach(async ({ baseURL }) => {
  await publishListing(baseURL!, await createOwner('Lia Leads'), {}, 1);
});

test("when a lead without JavaScript is too long to send, then the buyer is back on the listing's form with the too-long text", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const lead = page.locator('#lead-form');
  await lead.getByRole('textbox', { name: 'First name', exact: true }).fill('Mei');
  await lead.getByRole('textbox', { name: 'Last name', exact: true }).fill('Chen');
  await lead.getByRole('textbox', { name: 'Email', exact: true }).fill('mei.chen@example.com');
  await lead.getByRole('textbox', { name: 'Message', exact: true }).fill('房'.repeat(2_500));
  await lead.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?error=too-large#lead-form$`));
  await expect(lead.getByRole('alert')).toHaveText(INQUIRY_FORM_ERRORS['too-large']);
  await context.close();
});
