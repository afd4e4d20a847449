import sharp from 'sharp';
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
 * The floor plans the agency drew were on the listing's pages but not in its delivery: no link on
 * the page and not in the ZIPs, so an agent with a plans-only listing found "Photos (0)" and
 * nothing to take to the MLS. They are delivered as the photos are, named as plans.
 */
describe('listings: floor plans in the delivery', () => {
  it('when a listing has photos and floor plans, then the page and the ZIPs deliver both, the plans named as such', async () => {
    owner = await startAsOwner();
    const photo = (await uploadPhoto(owner, 640, 480)).url;
    const plan = (await uploadPhoto(owner, 2400, 1800)).url;
    const res = await owner.call(LISTINGS, {
      method: 'POST',
      json: {
        ...publishedListing([{ src: photo, alt: 'Kitchen' }]),
        floorPlans: [
          { src: plan, alt: 'Main floor' },
          { src: '/images/projects/1.jpg', alt: 'A library picture' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const base = new URL(((await res.json()) as { deliveryUrl: string }).deliveryUrl).pathname;

    const html = await (await get(base)).text();
    expect(html).toContain('Floor plans (2)');
    expect(html).toContain(`href="${base}/floor-plans/mls/1" download="123-main-st-floor-plan-01-mls.jpg"`);
    expect(html).toContain(`href="${base}/floor-plans/full/1" download="123-main-st-floor-plan-01-full.jpg"`);
    expect(html).not.toContain(`${base}/floor-plans/mls/2`);

    const mls = await get(`${base}/floor-plans/mls/1`);
    expect(mls.status).toBe(200);
    expect(mls.headers.get('content-disposition')).toBe(
      'attachment; filename="123-main-st-floor-plan-01-mls.jpg"',
    );
    const meta = await sharp(Buffer.from(await mls.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 1440]);
    expect((await get(`${base}/floor-plans/full/2`)).status).toBe(404);
    expect((await get(`${base}/floor-plans/full/3`)).status).toBe(404);

    for (const size of ['mls', 'full']) {
      const zip = zipEntries(Buffer.from(await (await get(`${base}/${size}.zip`)).arrayBuffer()));
      expect(zip.map((entry) => entry.name)).toEqual(['123-main-st-01.jpg', '123-main-st-floor-plan-01.jpg']);
    }
  });

  it('when a listing has floor plans only, then its page offers them and the ZIPs hold them', async () => {
    owner = await startAsOwner();
    const plan = (await uploadPhoto(owner, 800, 600)).url;
    const res = await owner.call(LISTINGS, {
      method: 'POST',
      json: { ...publishedListing([]), floorPlans: [{ src: plan, alt: 'Main floor' }] },
    });
    expect(res.status).toBe(201);
    const base = new URL(((await res.json()) as { deliveryUrl: string }).deliveryUrl).pathname;
    const html = await (await get(base)).text();
    expect(html).toContain(`href="${base}/mls.zip"`);
    const zip = zipEntries(Buffer.from(await (await get(`${base}/full.zip`)).arrayBuffer()));
    expect(zip.map((entry) => entry.name)).toEqual(['123-main-st-floor-plan-01.jpg']);
  });
});
