import { afterEach, describe, expect, it } from 'vitest';
import { zipEntries } from '../support/zip-entries.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const get = (path: string) => fetch(`${owner!.app.url}${path}`);

/**
 * The delivery page's two downloads of a photo saved under one name (`123-main-st-01.jpg`), so the
 * second replaced the first in the agent's folder; and a library picture (no stored sizes) was
 * linked to downloads that answered `{"error":...}`.
 */
describe('listings: the names of the delivery downloads', () => {
  it('when the agent downloads a photo in MLS and full size, then each has its own name; a library picture is not linked', async () => {
    owner = await startAsOwner();
    const upload = (await uploadPhoto(owner, 640, 480)).url;
    const res = await owner.call(LISTINGS, {
      method: 'POST',
      json: publishedListing([
        { src: upload, alt: 'Kitchen' },
        { src: '/images/projects/1.jpg', alt: 'Front of the house' },
      ]),
    });
    expect(res.status).toBe(201);
    const base = new URL(((await res.json()) as { deliveryUrl: string }).deliveryUrl).pathname;

    const disposition = async (path: string) => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      return answer.headers.get('content-disposition');
    };
    expect(await disposition(`${base}/mls/1`)).toBe('attachment; filename="123-main-st-01-mls.jpg"');
    expect(await disposition(`${base}/full/1`)).toBe('attachment; filename="123-main-st-01-full.jpg"');

    const html = await (await get(base)).text();
    expect(html).toContain(`href="${base}/mls/1" download="123-main-st-01-mls.jpg"`);
    expect(html).toContain(`href="${base}/full/1" download="123-main-st-01-full.jpg"`);
    // Every photo link on the page answers a file: the library picture has none.
    for (const [, href] of html.matchAll(/href="(\/delivery\/[^"]+\/(?:mls|full)\/\d+)"/g)) {
      expect((await get(href!)).headers.get('content-type'), href).toBe('image/jpeg');
    }
    expect(html).not.toContain(`${base}/mls/2`);
    expect(html).toContain('Not available for download.');
    // The ZIP holds the stored photo only, not an empty file for the library picture.
    const zip = zipEntries(Buffer.from(await (await get(`${base}/mls.zip`)).arrayBuffer()));
    expect(zip.map((entry) => entry.name)).toEqual(['123-main-st-01.jpg']);
  });
});
