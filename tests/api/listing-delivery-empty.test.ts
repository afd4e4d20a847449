import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const get = (path: string) => fetch(`${owner!.app.url}${path}`);

/**
 * A listing with no photo the site stores (none yet, or only pictures of the site's library): its
 * delivery page offered the two "Download all" buttons all the same, and each saved an empty ZIP
 * (22 bytes) named by the address, which the agent found empty only once opened.
 */
describe('listings: a delivery with nothing to download', () => {
  it('when a listing has no stored photo, then its delivery page offers no ZIP and says why, and the ZIPs answer 404', async () => {
    owner = await startAsOwner();
    for (const photos of [[], [{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]]) {
      const res = await owner.call(LISTINGS, {
        method: 'POST',
        json: { ...publishedListing(photos), address: `${photos.length + 1} Empty Lane` },
      });
      expect(res.status).toBe(201);
      const base = new URL(((await res.json()) as { deliveryUrl: string }).deliveryUrl).pathname;

      const page = await get(base);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('.zip');
      expect(html).not.toContain('Download all');
      expect(html).toContain('No photos to download yet.');
      for (const size of ['mls', 'full']) {
        const zip = await get(`${base}/${size}.zip`);
        expect(zip.status, size).toBe(404);
        expect(await zip.json()).toEqual({ error: 'This listing has no photos to download yet' });
      }
    }
  });
});
