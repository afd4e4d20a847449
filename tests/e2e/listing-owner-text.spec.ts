import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { ownerApi, publishListing } from './pages/listing-api.ts';

/**
 * Owner-written text on a property website can hold a word longer than a phone is wide (a pasted
 * name, a run-together word): it wraps instead of widening the page. Before, a 136-character word
 * in the description made the page 986 px wide at 375 px, the facts cut off and the menu button
 * pushed off the screen.
 */

test.use({ ownData: true, viewport: { width: 375, height: 667 } });

const LONG = 'Supercalifragilisticexpialidocious'.repeat(4);

test('when a listing holds a very long word, then no page of it scrolls sideways on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner('Wendy Wordy');
  await publishListing(
    baseURL!,
    owner,
    {
      slug: 'long-word-house',
      address: `88 ${LONG} Rd`,
      city: LONG.slice(0, 100),
      description: `A word: ${LONG}.\n\nAnd a second paragraph.`,
      agent: {
        name: LONG.slice(0, 120),
        phone: '(416) 555-0142',
        email: 'priya@northgate.test',
        brokerage: `${LONG} Realty`,
      },
    },
    1,
  );
  const { api } = await ownerApi(baseURL!, owner);
  const [listing] = (await (await api.get('/api/admin/content/listings')).json()) as {
    deliveryUrl: string;
  }[];
  await api.dispose();

  const widths = async () =>
    page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  for (const path of [
    '/listings/long-word-house',
    '/listings/long-word-house/unbranded',
    '/listings',
    new URL(listing!.deliveryUrl).pathname,
  ]) {
    await page.goto(path);
    const { page: width, screen } = await widths();
    expect(width, `${path} is ${width} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
  }

  await page.goto('/listings/long-word-house');
  // The menu button stays on the screen, and the facts stay inside it.
  const toggle = (await page.locator('#nav-toggle').boundingBox())!;
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(375);
  for (const fact of await page.locator('.listing-fact').all()) {
    const box = (await fact.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
