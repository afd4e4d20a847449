import { describe, expect, it } from 'vitest';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** The analytics' clock, moved by the test: no timers faked, only the day a beacon is counted in. */
function testClock(iso: string) {
  let now = Date.parse(iso);
  return {
    now: () => now,
    set: (at: string) => {
      now = Date.parse(at);
    },
  };
}

/**
 * The audit: figures were per UTC day, so a Toronto visit after 7-8 pm landed on "tomorrow" in the
 * owner's dashboard. They are per agency day (Toronto), its visitors forgotten at its midnight.
 */
describe("analytics: the agency's day (Toronto)", () => {
  it('when a beacon arrives at 01:00 UTC, then it is counted on the Toronto day before, and a new day begins at Toronto midnight', async () => {
    // 01:00 UTC on Nov 25 is 20:00 on Nov 24 in Toronto (EST, UTC-5).
    const clock = testClock('2026-11-25T01:00:00Z');
    const owner = await ownerForTest({}, undefined, { analyticsNow: clock.now });
    const { url } = owner.app;
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    let summary = await summaryOf(owner, 2);
    expect([summary.from, summary.to]).toEqual(['2026-11-23', '2026-11-24']);
    expect(summary.daily).toEqual([
      { day: '2026-11-23', views: 0, visitors: 0 },
      { day: '2026-11-24', views: 1, visitors: 1 },
    ]);
    // 23:30 in Toronto: the same day, the same visitor.
    clock.set('2026-11-25T04:30:00Z');
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    // 00:30 in Toronto: a new day, so the same browser is a visitor of it (the salt was renewed).
    clock.set('2026-11-25T05:30:00Z');
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    summary = await summaryOf(owner, 2);
    expect(summary.daily).toEqual([
      { day: '2026-11-24', views: 2, visitors: 1 },
      { day: '2026-11-25', views: 1, visitors: 1 },
    ]);
  });

  it('when the clocks go back (2026-11-01), then the day lasts 25 hours: one visitor from 00:30 to 23:30', async () => {
    // 00:30 EDT (UTC-4) on Nov 1, then 23:30 EST (UTC-5): 24 hours later, the same day.
    const clock = testClock('2026-11-01T04:30:00Z');
    const owner = await ownerForTest({}, undefined, { analyticsNow: clock.now });
    const { url } = owner.app;
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    clock.set('2026-11-02T04:30:00Z');
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    // 00:30 EST on Nov 2: the next day.
    clock.set('2026-11-02T05:30:00Z');
    await sendBeacon(url, pageView('/'), { ua: browser(1) });
    expect((await summaryOf(owner, 2)).daily).toEqual([
      { day: '2026-11-01', views: 2, visitors: 1 },
      { day: '2026-11-02', views: 1, visitors: 1 },
    ]);
  });
});
