import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const LISTING = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);

/** What a browser sends for an address opened as a page (typed, pasted, from an e-mail). */
const AS_PAGE = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html,*/*;q=0.8' };
/** What it sends for a download link pressed on the delivery page (`<a download>`). */
const AS_DOWNLOAD = { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'navigate' };

async function publishedWithDelivery(client: OwnerClient) {
  const created = await client.call(LISTINGS, { method: 'POST', json: LISTING });
  expect(created.status).toBe(201);
  const { id, deliveryUrl } = (await created.json()) as { id: string; deliveryUrl: string };
  return { id, base: new URL(deliveryUrl).pathname };
}

/**
 * A download's address opened after it stopped working (the owner reissued the delivery address,
 * or the photo left the listing) showed the agent `{"error":"No such delivery"}`. Opened as a page,
 * it now leads to the delivery page, which says what is there or whom to ask.
 */
describe('listings: a delivery file that is not there any more', () => {
  it('when an old address of a photo or a ZIP is opened after a reissue, then the agent is led to a page saying the delivery is not valid', async () => {
    owner = await startAsOwner();
    const { id, base: old } = await publishedWithDelivery(owner);
    expect((await fetch(`${owner.app.url}${old}/mls/1`, { headers: AS_PAGE })).status).toBe(200);
    const reissued = await owner.call(API.listingDelivery(id), { method: 'POST', json: {} });
    expect(reissued.status).toBe(200);

    for (const file of ['/mls/1', '/full.zip', '/floor-plans/full/1']) {
      const res = await fetch(`${owner.app.url}${old}${file}`, { headers: AS_PAGE, redirect: 'manual' });
      expect(res.status, file).toBe(303);
      expect(res.headers.get('location'), file).toBe(old);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const page = await fetch(`${owner.app.url}${old}/mls/1`, { headers: AS_PAGE });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Delivery not found');
    expect(html).toContain('Ask the photographer for the current one.');
  });

  it('when a photo number the listing no longer has is opened, then the agent gets the delivery page of what there is', async () => {
    owner = await startAsOwner();
    const { base } = await publishedWithDelivery(owner);
    const res = await fetch(`${owner.app.url}${base}/full/7`, { headers: AS_PAGE });
    expect(res.status).toBe(200);
    expect(new URL(res.url).pathname).toBe(base);
    expect(await res.text()).toContain('123-main-st-01.jpg');
  });

  it('when a download link pressed on the page finds nothing, then it stays a 404 the browser reports as a failed download', async () => {
    owner = await startAsOwner();
    const { base } = await publishedWithDelivery(owner);
    for (const headers of [AS_DOWNLOAD, {}]) {
      const res = await fetch(`${owner.app.url}${base}/full/7`, { headers, redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'No such photo' });
    }
  });
});
