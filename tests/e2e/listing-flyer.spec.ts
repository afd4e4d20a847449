import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { publishListing } from './pages/listing-api.ts';

test.use({ ownData: true });

/** The pages of a PDF Chromium printed (each page is one `/Type /Page` object). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

const PARAGRAPH =
  'This sun-filled detached home sits on a quiet tree-lined street steps from the park, schools and ' +
  'the subway. The main floor has an open kitchen with a large island, quartz counters and stainless ' +
  'appliances, a family room with a gas fireplace and a walk-out to a private deck. ';

/**
 * The branded page printed is the agent's one-page flyer. With the long description a real listing
 * has (3,000 characters here; 8,000 are allowed) it printed on three sheets, and the site's "Skip
 * to main content" link was printed at the foot of every sheet, over the description.
 */
test('when a sold listing with a long description and six photos is printed, then the flyer is one page on Letter and A4, without the skip link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Fiona Flyer');
  const description = Array.from({ length: 6 }, () => PARAGRAPH.repeat(2).trim()).join('\n\n');
  await publishListing(baseURL!, owner, { description, listingStatus: 'sold' });

  await page.goto('/listings/88-lakeshore-rd');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: /^QR code/ })).toHaveJSProperty('complete', true);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  // The description is cut to what fits, and says so; the QR code leads to the rest.
  await expect(page.locator('.listing-description')).toBeVisible();
  for (const format of ['Letter', 'A4'] as const) {
    expect(pageCount(await page.pdf({ format, printBackground: true })), format).toBe(1);
  }
});
