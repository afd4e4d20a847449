import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { postForm, postJson, signed } from './inquiry-requests.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { ownerForTest } from './owner-client.ts';

/** Conversions are noted once the form's answer is sent: give that a moment before reading them. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 50));

const signup = (url: string, email: string, ua = browser(1)) =>
  fetch(`${url}${API.newsletter}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': ua },
    body: JSON.stringify({ email }),
  });

/**
 * "Quote requests, listing leads and signups" counts people who asked for a quote or about a
 * listing, or joined the list. A spam bot caught by the trap, and an address already on the list,
 * get the same answer as a real one (so neither learns anything), but neither is a new lead.
 */
describe('analytics: what counts as a conversion', () => {
  it('when a quote request fills the spam trap, then it is not counted; a real one is', async () => {
    const owner = await ownerForTest();
    const { url, services } = owner.app;
    const trapped = await postJson(url, signed(owner.app, { website: 'http://spam.example' }));
    expect(trapped.status).toBe(201);
    const trappedForm = await postForm(url, signed(owner.app, { website: 'http://spam.example' }));
    expect(trappedForm.headers.get('location')).toContain('sent=1');
    await answered();
    expect((await summaryOf(owner)).totals.conversions).toBe(0);
    expect(await services.inquiries.list()).toEqual([]);

    expect((await postJson(url, signed(owner.app))).status).toBe(201);
    expect((await postForm(url, signed(owner.app))).headers.get('location')).toContain('sent=1');
    await answered();
    const summary = await summaryOf(owner);
    expect(summary.totals.conversions).toBe(2);
    expect(summary.conversions).toEqual([
      { kind: 'quote-request', landingPage: '(unknown)', referrer: '', count: 2 },
    ]);
  });

  it('when an address already on the list signs up again, then it is not a second signup', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    await sendBeacon(url, pageView('/blog'), { ua: browser(4) });
    expect((await signup(url, 'reader@agent.ca', browser(4))).status).toBe(201);
    expect((await signup(url, 'reader@agent.ca', browser(4))).status).toBe(201);
    expect((await signup(url, 'READER@agent.ca', browser(5))).status).toBe(201);
    await answered();
    const summary = await summaryOf(owner);
    expect(summary.totals.conversions).toBe(1);
    expect(summary.conversions).toEqual([
      { kind: 'newsletter-signup', landingPage: '/blog', referrer: '', count: 1 },
    ]);
  });

  // A buyer asking about a house on its property website writes to the listing agent: a lead for
  // the agent, not a client asking the agency for a quote.
  it("when a buyer sends a listing's lead form, then it is a listing lead, not a quote request", async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const listing = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);
    expect((await owner.call(LISTINGS, { method: 'POST', json: listing })).status).toBe(201);
    await sendBeacon(url, pageView('/listings/123-main-st', { r: 'www.realtor.ca' }), { ua: browser(1) });
    const lead = { ...signed(owner.app, { listing: '123-main-st' }) };
    const res = await fetch(`${url}${API.inquiries}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': browser(1) },
      body: JSON.stringify(lead),
    });
    expect(res.status).toBe(201);
    expect((await postJson(url, signed(owner.app))).status).toBe(201);
    await answered();
    const summary = await summaryOf(owner);
    expect(summary.conversions).toEqual(
      expect.arrayContaining([
        { kind: 'listing-lead', landingPage: '/listings/123-main-st', referrer: 'realtor.ca', count: 1 },
        { kind: 'quote-request', landingPage: '(unknown)', referrer: '', count: 1 },
      ]),
    );
    expect(summary.conversions).toHaveLength(2);
  });
});
