import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { publishListing } from './pages/listing-api.ts';

test.use({ ownData: true });

/** The pages of a PDF Chromium printed (each page is one `/Type /Page` object). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** A pasted list of features: one line each, 40 of them. */
const FEATURES = Array.from(
  { length: 40 },
  (_, i) =>
    `- Feature ${i + 1}: Bright corner suite with floor-to-ceiling windows, a chef kitchen, heated floors and a large terrace facing the lake.`,
).join('\n');

/**
 * The branded page printed is the agent's one-page flyer. With the long description a real listing
 * has (a pasted list of 40 features here; 8,000 characters are allowed) it printed on three sheets, and the site's "Skip
 * to main content" link was printed at the foot of every sheet, over the description.
 */
test('when a listing with a long address, description and agent card is printed, then the flyer is one page on Letter and A4, without the skip link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Fiona Flyer');
  // The longest a flyer gets: an address over three lines, a banner, two-line facts, a long agent card.
  await publishListing(baseURL!, owner, {
    address: 'Penthouse 4501 - 1 Bloor Street East at Yonge, North Tower, Residences of the Crescent',
    slug: 'penthouse-4501-1-bloor-st-e',
    description: FEATURES,
    listingStatus: 'coming-soon',
    postalCode: 'M4W 1A9',
    mlsNumber: 'C12345678',
    price: 12_500_000,
    bedrooms: '3+1',
    bathrooms: 4.5,
    area: '3,250 - 3,500 sq ft',
    lotSize: 'N/A (condominium)',
    agent: {
      name: 'Alexandra Montgomery-Richardson',
      phone: '(416) 555-0142 ext. 2044',
      email: 'alexandra.montgomery-richardson@northgate-realty-brokerage.test',
      brokerage: 'Northgate Realty Brokerage Inc., Independently Owned and Operated',
    },
  });

  await page.goto('/listings/penthouse-4501-1-bloor-st-e');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: /^QR code/ })).toHaveJSProperty('complete', true);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  // The description is cut to what fits, and says so; the QR code leads to the rest.
  await expect(page.locator('.listing-description')).toBeVisible();
  for (const format of ['Letter', 'A4'] as const) {
    expect(pageCount(await page.pdf({ format, printBackground: true })), format).toBe(1);
  }
});
