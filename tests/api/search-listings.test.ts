import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const PHOTOS = [{ src: '/images/projects/1.jpg', alt: 'Front of the house' }];

/** The search page's HTML for these words. */
const search = async (client: OwnerClient, words: string) =>
  (await fetch(`${client.app.url}/search?q=${encodeURIComponent(words)}`)).text();

/** A visitor who read the street off a sign found nothing: listings were not searched. */
describe('site search: listings', () => {
  it('when a visitor searches a listed property by its street, city or MLS number, then it is found under Listings; an unlisted one is not', async () => {
    owner = await startAsOwner();
    const listed = { ...publishedListing(PHOTOS), address: '48 Maple Avenue', mlsNumber: 'E7654321' };
    const hidden = { ...publishedListing(PHOTOS), address: '12 Quiet Crescent', listed: false };
    for (const listing of [listed, hidden]) {
      expect((await owner.call(LISTINGS, { method: 'POST', json: listing })).status).toBe(201);
    }
    for (const words of ['maple avenue', 'E7654321']) {
      const html = await search(owner, words);
      expect(html, words).toMatch(/<h2 id="search-group-listing"[^>]*>Listings/);
      expect(html, words).toContain('href="/listings/48-maple-avenue"');
    }
    // The owner keeps an unlisted property off the site's lists: search is one of them.
    expect(await search(owner, 'quiet crescent')).not.toContain('/listings/12-quiet-crescent');
  });
});
