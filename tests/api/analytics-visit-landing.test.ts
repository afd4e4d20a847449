import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** The analytics' clock, moved by the test: only the moment a beacon or a signup is counted at. */
function testClock(iso: string) {
  let now = Date.parse(iso);
  return {
    now: () => now,
    set: (at: string) => {
      now = Date.parse(at);
    },
  };
}

const signup = async (url: string, email: string, ua: string) => {
  const res = await fetch(`${url}${API.newsletter}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': ua },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(201);
  // Noted once the answer is sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
};

/**
 * "Quote requests, listing leads and signups by landing page" answers "which page, from which website, brought
 * this lead": the first page of the visit it came in, and where that visit came from. A visit is
 * the pages a browser opens without a half-hour pause, and it does not end at midnight.
 */
describe('analytics: a conversion is credited to the landing page of its visit', () => {
  it('when a visit goes on past midnight (Toronto), then its signup keeps the landing page and referrer', async () => {
    // 23:50 on Nov 24 in Toronto (EST, UTC-5).
    const clock = testClock('2026-11-25T04:50:00Z');
    const owner = await ownerForTest({}, undefined, { analyticsNow: clock.now });
    const { url } = owner.app;
    await sendBeacon(url, pageView('/services/drone', { r: 'www.google.com' }), { ua: browser(1) });
    await sendBeacon(url, pageView('/listings', { r: 'www.instagram.com' }), { ua: browser(2) });
    // 00:05: one browser opens another page, then signs up; the other signs up from its page.
    clock.set('2026-11-25T05:05:00Z');
    await sendBeacon(url, pageView('/blog'), { ua: browser(1) });
    await signup(url, 'one@agent.ca', browser(1));
    await signup(url, 'two@agent.ca', browser(2));
    const summary = await summaryOf(owner, 2);
    expect(summary.conversions).toEqual(
      expect.arrayContaining([
        { kind: 'newsletter-signup', landingPage: '/services/drone', referrer: 'google.com', count: 1 },
        { kind: 'newsletter-signup', landingPage: '/listings', referrer: 'instagram.com', count: 1 },
      ]),
    );
    expect(summary.conversions).toHaveLength(2);
    // Visitors stay per day: the first browser is a visitor of each day.
    expect(summary.daily).toEqual([
      { day: '2026-11-24', views: 2, visitors: 2 },
      { day: '2026-11-25', views: 1, visitors: 1 },
    ]);
  });

  it('when a browser comes back later the same day from another website, then its signup is credited to that visit', async () => {
    // 09:00 in Toronto.
    const clock = testClock('2026-11-24T14:00:00Z');
    const owner = await ownerForTest({}, undefined, { analyticsNow: clock.now });
    const { url } = owner.app;
    await sendBeacon(url, pageView('/services/drone', { r: 'www.google.com' }), { ua: browser(1) });
    await sendBeacon(url, pageView('/', { r: 'www.google.com' }), { ua: browser(2) });
    // 20:00: back from Instagram; and the other browser back with no referrer (typed the address).
    clock.set('2026-11-25T01:00:00Z');
    await sendBeacon(url, pageView('/listings/12-elm', { r: 'l.instagram.com' }), { ua: browser(1) });
    await sendBeacon(url, pageView('/blog'), { ua: browser(2) });
    clock.set('2026-11-25T01:10:00Z');
    await sendBeacon(url, pageView('/contact'), { ua: browser(1) });
    await signup(url, 'one@agent.ca', browser(1));
    await signup(url, 'two@agent.ca', browser(2));
    const summary = await summaryOf(owner);
    expect(summary.conversions).toEqual(
      expect.arrayContaining([
        { kind: 'newsletter-signup', landingPage: '/listings/12-elm', referrer: 'instagram.com', count: 1 },
        { kind: 'newsletter-signup', landingPage: '/blog', referrer: '', count: 1 },
      ]),
    );
    expect(summary.conversions).toHaveLength(2);
    // Still two visitors that day.
    expect(summary.totals.visitors).toBe(2);
  });
});
