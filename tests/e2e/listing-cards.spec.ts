import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { publishListing } from './pages/listing-api.ts';

test.use({ ownData: true });

/**
 * A listing coming soon, published before its shoot, has no photo yet. On /listings its card put
 * its address at the top, beside its neighbours' photos, over a blank card as tall as theirs. It
 * keeps a band of a photo's size, as its own page's header does without a photo.
 */
test('when a listing without photos sits beside one with photos on /listings, then their addresses line up', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Carla Cards');
  await publishListing(baseURL!, owner, {}, 1);
  await publishListing(
    baseURL!,
    owner,
    { address: '90 Lakeshore Rd', listingStatus: 'coming-soon', photos: [] },
    0,
  );
  await page.goto('/listings');
  const title = (address: string) =>
    page.getByRole('heading', { level: 2, name: address }).evaluate((h) => h.getBoundingClientRect().top);
  const [withPhoto, without] = [await title('88 Lakeshore Rd'), await title('90 Lakeshore Rd')];
  // The Coming soon tag sits above the address: allow for it, not for a photo's height.
  expect(Math.abs(without - withPhoto)).toBeLessThanOrEqual(40);
});
