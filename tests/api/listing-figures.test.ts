import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { ListingStats } from '#shared/schemas/listing-delivery.ts';
import { browser, pageView, sendBeacon } from './analytics-helpers.ts';
import { REQUEST, signed } from './inquiry-requests.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

// A picture the site ships: no upload needed for figures.
const LISTING = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);
const PAGE = '/listings/123-main-st';

async function newListing(client: OwnerClient) {
  const res = await client.call(LISTINGS, { method: 'POST', json: LISTING });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; deliveryUrl: string };
}

async function statsOf(client: OwnerClient, deliveryUrl: string): Promise<ListingStats> {
  const res = await fetch(`${client.app.url}${new URL(deliveryUrl).pathname}/stats.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListingStats;
}

/** A visitor's request with their browser's user agent (conversions are tied to the visit by it). */
const post = (url: string, path: string, ua: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': ua },
    body: JSON.stringify(body),
  });

/**
 * The audit: the agent's figures counted a newsletter signup by a visitor of the listing as a lead,
 * and a visitor who saw both of the listing's pages as two "unique visitors".
 */
describe("listings: the agent's figures", () => {
  it('when a visitor sends a lead and another signs up for the newsletter, then leads are the inquiries sent from the listing in the period', async () => {
    owner = await startAsOwner();
    const { url } = owner.app;
    const listing = await newListing(owner);
    // A visitor lands on the home page, opens the listing and sends a lead from its form.
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    await sendBeacon(url, pageView(PAGE), { ua: browser(1) });
    const lead = await post(url, API.inquiries, browser(1), signed(owner.app, { listing: '123-main-st' }));
    expect(lead.status).toBe(201);
    // Another lands on the listing and signs up for the newsletter in the footer: not a lead.
    await sendBeacon(url, pageView(PAGE), { ua: browser(2) });
    expect((await post(url, API.newsletter, browser(2), { email: 'reader@agent.ca' })).status).toBe(201);
    // A quote request from the contact page is not this listing's lead.
    expect((await post(url, API.inquiries, browser(1), signed(owner.app))).status).toBe(201);
    // A lead sent before the period the visits cover (90 days) is not counted in it.
    await owner.app.services.inquiries.repo.insert({
      ...REQUEST,
      id: 'old-lead',
      listing: { slug: '123-main-st', address: '123 Main St' },
      status: 'new',
      createdAt: new Date(Date.now() - 120 * 86_400_000).toISOString(),
    });
    expect((await statsOf(owner, listing.deliveryUrl)).leads).toBe(1);
  });

  it('when a visitor opens the branded and the unbranded page, then they are one visitor that day', async () => {
    owner = await startAsOwner();
    const { url } = owner.app;
    const listing = await newListing(owner);
    await sendBeacon(url, pageView(PAGE), { ua: browser(1) });
    await sendBeacon(url, pageView(PAGE), { ua: browser(2) });
    await sendBeacon(url, pageView(PAGE), { ua: browser(3) });
    await sendBeacon(url, pageView(`${PAGE}/unbranded`), { ua: browser(3) });
    await sendBeacon(url, pageView(`${PAGE}/unbranded`), { ua: browser(3) });
    // Another listing whose address starts alike is not this one's.
    await sendBeacon(url, pageView(`${PAGE}-2`), { ua: browser(4) });
    const { days } = await statsOf(owner, listing.deliveryUrl);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toMatchObject({ views: 5, visitors: 3 });
  });

  it("when leads and visits come near Toronto midnight, then the period is the agency's 90 days from its first midnight", async () => {
    // 01:00 UTC on Nov 25 is 20:00 on Nov 24 in Toronto: the period is Aug 27 to Nov 24 (Toronto).
    let now = Date.parse('2026-11-25T01:00:00Z');
    owner = await startAsOwner({}, undefined, { analyticsNow: () => now });
    const listing = await newListing(owner);
    await sendBeacon(owner.app.url, pageView(PAGE), { ua: browser(1) });
    const lead = (id: string, createdAt: string) =>
      owner!.app.services.inquiries.repo.insert({
        ...REQUEST,
        id,
        listing: { slug: '123-main-st', address: '123 Main St' },
        status: 'new',
        createdAt,
      });
    // Aug 27 begins at 04:00 UTC (midnight EDT): a lead at 23:30 on Aug 26 in Toronto is before it.
    await lead('before-midnight', '2026-08-27T03:30:00.000Z');
    await lead('at-midnight', '2026-08-27T04:00:00.000Z');
    await lead('after-midnight', '2026-08-27T04:30:00.000Z');
    const stats = await statsOf(owner, listing.deliveryUrl);
    expect(stats.leads).toBe(2);
    expect([stats.days[0]?.day, stats.days.at(-1)]).toEqual([
      '2026-08-27',
      { day: '2026-11-24', views: 1, visitors: 1 },
    ]);
    // 00:30 in Toronto: Nov 25, and the period starts a day later (Aug 28, 04:00 UTC).
    now = Date.parse('2026-11-25T05:30:00Z');
    expect((await statsOf(owner, listing.deliveryUrl)).leads).toBe(0);
  });
});
