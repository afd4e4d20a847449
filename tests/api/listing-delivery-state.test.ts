import { afterEach, describe, expect, it } from 'vitest';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

// A picture the site ships: no upload needed for what this test is about.
const LISTING = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);

/** The delivery page's HTML, as the agent opens it (no session). */
async function deliveryHtml(client: OwnerClient, deliveryUrl: string): Promise<string> {
  const res = await fetch(`${client.app.url}${new URL(deliveryUrl).pathname}`);
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The agent's delivery page offered the branded address "to share with buyers" and its QR code
 * after the listing was set back to draft, when that address answered 410: it now says so.
 */
describe('listings: the delivery page of a listing that is not live', () => {
  it('when a published listing is set back to draft or has ended, then its delivery page says it is not live and offers no link or QR code to share', async () => {
    owner = await startAsOwner();
    const created = await owner.call(LISTINGS, { method: 'POST', json: LISTING });
    expect(created.status).toBe(201);
    const listing = (await created.json()) as { id: string; version: number; deliveryUrl: string };

    const live = await deliveryHtml(owner, listing.deliveryUrl);
    expect(live).toContain('Branded (share with buyers)');
    expect(live).toMatch(/<img[^>]*qr\.svg/);
    expect(live).not.toContain('Not live');

    const draft = await owner.call(`${LISTINGS}/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, status: 'draft', version: listing.version },
    });
    expect(draft.status).toBe(200);
    expect((await fetch(`${owner.app.url}/listings/123-main-st`)).status).toBe(410);
    const unpublished = await deliveryHtml(owner, listing.deliveryUrl);
    expect(unpublished).toContain('Not live: please do not share these addresses yet.');
    expect(unpublished).toContain('This listing is not published');
    expect(unpublished).not.toContain('share with buyers');
    expect(unpublished).not.toMatch(/<img[^>]*qr\.svg/);
    expect(unpublished).not.toMatch(/<a [^>]*href="[^"]*\/listings\/123-main-st"/);
    // The photos are still the agent's to download.
    expect(unpublished).toContain('123-main-st-01.jpg');

    const { version } = (await draft.json()) as { version: number };
    const ended = await owner.call(`${LISTINGS}/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, expiresAt: '2026-01-15T12:00:00Z', version },
    });
    expect(ended.status).toBe(200);
    const expired = await deliveryHtml(owner, listing.deliveryUrl);
    expect(expired).toContain('This listing ended on January 15, 2026');
    // Not "yet": an ended listing is not about to go live (it said "do not share these addresses yet").
    expect(expired).toContain('No longer live: please do not share these addresses.');
    expect(expired).not.toContain('addresses yet');
    expect(expired).not.toMatch(/<img[^>]*qr\.svg/);
  });
});
