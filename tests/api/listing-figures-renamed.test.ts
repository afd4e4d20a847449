import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { ListingStats } from '#shared/schemas/listing-delivery.ts';
import { browser, pageView, sendBeacon } from './analytics-helpers.ts';
import { postForm, signed } from './inquiry-requests.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

const LISTING = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);

async function statsOf(deliveryUrl: string): Promise<ListingStats> {
  const res = await fetch(`${owner!.app.url}${new URL(deliveryUrl).pathname}/stats.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListingStats;
}

const totals = (stats: ListingStats) => ({
  views: stats.days.reduce((sum, day) => sum + day.views, 0),
  visitors: stats.days.reduce((sum, day) => sum + day.visitors, 0),
  leads: stats.leads,
});

const lead = (slug: string, ua: string) =>
  fetch(`${owner!.app.url}${API.inquiries}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': ua },
    body: JSON.stringify(signed(owner!.app, { listing: slug })),
  });

/**
 * The owner changed a published listing's page address (docs/listings.md, "The page's address":
 * the old one then redirects): the agent's statistics fell to 0 views and 0 leads, since they were
 * read under the new address only. They are the listing's, under each address it was published at.
 * And a lead sent from a page opened before the change was refused as for a listing taken down, and
 * the old address's redirect dropped the link's query (a shared link's utm_source, a form's ?sent=1).
 */
describe("listings: the agent's figures after the page's address changed", () => {
  it('when the owner renames a published listing, then its views and leads from before still count', async () => {
    owner = await startAsOwner();
    const { url } = owner.app;
    const res = await owner.call(LISTINGS, { method: 'POST', json: LISTING });
    expect(res.status).toBe(201);
    const listing = (await res.json()) as { id: string; version: number; deliveryUrl: string };
    await sendBeacon(url, pageView('/listings/123-main-st'), { ua: browser(1) });
    await sendBeacon(url, pageView('/listings/123-main-st/unbranded'), { ua: browser(2) });
    expect((await lead('123-main-st', browser(1))).status).toBe(201);
    expect(totals(await statsOf(listing.deliveryUrl))).toEqual({ views: 2, visitors: 2, leads: 1 });

    const renamed = await owner.call(`${LISTINGS}/${listing.id}`, {
      method: 'PUT',
      json: { ...LISTING, version: listing.version, slug: '123-main-street-toronto' },
    });
    expect(renamed.status).toBe(200);
    // A link shared before keeps its campaign (the site counts utm_source) when it is redirected.
    for (const page of ['', '/unbranded']) {
      const moved = await fetch(`${url}/listings/123-main-st${page}?utm_source=flyer`, {
        redirect: 'manual',
      });
      expect(moved.status).toBe(301);
      expect(new URL(moved.headers.get('location')!, url).href).toBe(
        `${url}/listings/123-main-street-toronto${page}?utm_source=flyer`,
      );
    }
    await sendBeacon(url, pageView('/listings/123-main-street-toronto'), { ua: browser(3) });
    expect((await lead('123-main-street-toronto', browser(3))).status).toBe(201);
    expect(totals(await statsOf(listing.deliveryUrl))).toEqual({ views: 3, visitors: 3, leads: 2 });
    // A buyer whose page was open at the old address while it changed: their lead is not refused.
    const late = await lead('123-main-st', browser(2));
    expect(late.status).toBe(201);
    expect(totals(await statsOf(listing.deliveryUrl)).leads).toBe(3);
    const inbox = (await (await owner.call('/api/admin/inquiries')).json()) as {
      listing?: { slug: string };
    }[];
    expect(inbox.map((inquiry) => inquiry.listing?.slug)).toContain('123-main-street-toronto');
    // Without the script, the form returns to the listing's page at its address now, thanking them
    // (its old address redirects, and the redirect drops ?sent=1).
    const fields = { listing: '123-main-st', service: '', budget: '', timeline: '' };
    const plain = await postForm(url, signed(owner.app, fields));
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/listings/123-main-street-toronto?sent=1#lead-form');
  });
});
