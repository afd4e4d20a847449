import { describe, expect, it } from 'vitest';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** "Where visitors come from" and "Campaigns": one row per source the owner would call one. */
describe('analytics: sources and campaigns', () => {
  it('when campaign links differ only in capitals or spaces, then they are one campaign', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const links: Record<string, string>[] = [
      { us: 'Facebook', uc: 'Spring Sale' },
      { us: 'facebook ', uc: 'spring  sale' },
      { us: 'FACEBOOK', uc: ' Spring\tsale' },
      { uc: 'Open House' },
    ];
    for (const [i, utm] of links.entries()) await sendBeacon(url, pageView('/', utm), { ua: browser(i) });
    expect((await summaryOf(owner)).campaigns).toEqual([
      { source: 'facebook', campaign: 'spring sale', views: 3 },
      { source: '(none)', campaign: 'open house', views: 1 },
    ]);
  });

  it("when a page is reached from the site's own www. or bare host, then that is no outside source", async () => {
    const owner = await ownerForTest({ ALLOWED_HOSTS: 'agency.example' });
    const { url } = owner.app;
    for (const [i, r] of ['www.agency.example', 'agency.example', 'www.google.com'].entries()) {
      await sendBeacon(url, pageView('/about', { r }), { ua: browser(i) });
    }
    expect((await summaryOf(owner)).referrers).toEqual([{ host: 'google.com', views: 1 }]);
  });

  // Rows with the same count came in the order each engine returned them, so the two engines (and
  // two loads of one) could list them differently, and differ in which made the top 50.
  it('when sources have the same count, then they are listed by name, the same on every engine', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const hosts = ['zillow.com', 'www.google.com', 'realtor.ca', 'bing.com', 'kijiji.ca', 'duckduckgo.com'];
    for (const [i, r] of hosts.entries())
      await sendBeacon(url, pageView('/about', { r }), { ua: browser(i) });
    await sendBeacon(url, pageView('/', { r: 'realtor.ca' }), { ua: browser(9) });
    expect((await summaryOf(owner)).referrers.map((r) => r.host)).toEqual([
      'realtor.ca',
      'bing.com',
      'duckduckgo.com',
      'google.com',
      'kijiji.ca',
      'zillow.com',
    ]);
  });

  // m.facebook.com, l.facebook.com (Facebook's link redirect) and google.ca were rows of their own
  // beside facebook.com and google.com: the owner would count them as one website each.
  it("when a site's mobile, link-redirect and country hosts refer visits, then they are one row per website", async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const hosts = [
      'm.facebook.com',
      'l.facebook.com',
      'www.facebook.com',
      'google.ca',
      'www.google.com',
      'realtor.ca',
    ];
    for (const [i, r] of hosts.entries())
      await sendBeacon(url, pageView('/about', { r }), { ua: browser(i) });
    expect((await summaryOf(owner)).referrers).toEqual([
      { host: 'facebook.com', views: 3 },
      { host: 'google.com', views: 2 },
      { host: 'realtor.ca', views: 1 },
    ]);
  });
});
