import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { agencyDay, daysBefore } from '../../server/src/lib/agency-day.ts';
import { AnalyticsRepo } from '../../server/src/modules/analytics/analytics-repo.ts';
import { rawRequest } from '../support/raw-request.ts';
import { browser, pageView, sendBeacon, summaryOf, viewsOf } from './analytics-helpers.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const storedCounters = async (client: OwnerClient) => {
  await client.app.services.analytics.flush();
  return (await client.app.services.store.collection({ name: 'analytics-counts' })).count();
};

describe('POST /api/event and the summary', () => {
  it('when three browsers view pages, then views count per path and visitors per browser', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    for (const n of [1, 2, 3]) {
      await sendBeacon(url, pageView('/'), { ua: browser(n) });
      await sendBeacon(url, pageView('/about'), { ua: browser(n) });
    }
    // The same browser again: a view, not a new visitor.
    await sendBeacon(url, pageView('/about'), { ua: browser(1) });
    const summary = await summaryOf(owner);
    expect(viewsOf(summary)).toEqual({ '/': { views: 3, visitors: 3 }, '/about': { views: 4, visitors: 3 } });
    expect(summary.totals).toEqual({ views: 7, visitors: 3, conversions: 0 });
    expect(summary.daily).toEqual([{ day: agencyDay(Date.now()), views: 7, visitors: 3 }]);
    // Each address the site map lists comes with the page's name, for the owner to read.
    expect(summary.names).toEqual({ '/': 'Home', '/about': 'About Us' });
  });

  it('when a browser sends Sec-GPC: 1 or DNT: 1, then nothing of it is counted', async () => {
    owner = await ownerForTest();
    await sendBeacon(owner.app.url, pageView('/'), { headers: { 'Sec-GPC': '1' } });
    await sendBeacon(owner.app.url, pageView('/'), { headers: { DNT: '1' } });
    expect(await storedCounters(owner)).toBe(0);
    await sendBeacon(owner.app.url, pageView('/'), { headers: { DNT: '0' } });
    expect((await summaryOf(owner)).totals.views).toBe(1);
  });

  // One IPv6 connection holds a whole /64: a new address per beacon went past the per-client limit
  // (120 a minute) and could fill its table of clients, so that real visitors' beacons were refused.
  it('when beacons come from ever new IPv6 addresses of one network, then the per-client limit still holds', async () => {
    owner = await ownerForTest({ TRUST_PROXY: 'loopback' });
    for (let i = 1; i <= 125; i++) {
      const address = `2001:db8:5:1::${i.toString(16)}`;
      await sendBeacon(owner.app.url, pageView('/'), { headers: { 'X-Forwarded-For': address } });
    }
    expect((await summaryOf(owner)).totals.views).toBe(120);
  });

  // Beacons the fast path does not take (another spelling of the address, a query) go through
  // Express: each way had a limit of its own, so a client sent twice as many.
  it('when beacons go to another spelling of the address, then the per-client limit is the same one', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    for (let i = 0; i < 120; i++) await sendBeacon(url, pageView('/'));
    for (const address of ['/api/event/', '/API/event', '/api/Event?x=1']) {
      const res = await fetch(`${url}${address}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(pageView('/')),
      });
      expect(res.status).toBe(204);
    }
    expect((await summaryOf(owner)).totals.views).toBe(120);
  });

  // Any site could have its own visitors' browsers send beacons here (text/plain needs no CORS):
  // made-up visitors, referrers and campaigns in the owner's figures, from real addresses.
  it('when a browser on another site sends beacons, then they get 204 and are not counted', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    const referred = pageView('/', { r: 'spam.example' });
    await sendBeacon(url, referred, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    await sendBeacon(url, referred, { headers: { Origin: 'https://spam.example' } });
    await sendBeacon(url, referred, { headers: { Origin: 'null' } });
    expect(await storedCounters(owner)).toBe(0);
    // The site's own pages: same-origin, with or without an Origin header.
    await sendBeacon(url, pageView('/'), { headers: { 'Sec-Fetch-Site': 'same-origin', Origin: url } });
    await sendBeacon(url, pageView('/'));
    expect((await summaryOf(owner)).totals.views).toBe(2);
  });

  it("when the signed-in owner's browser sends beacons, then they are not counted", async () => {
    owner = await ownerForTest();
    await sendBeacon(owner.app.url, pageView('/'), { headers: { Cookie: owner.cookie } });
    expect(await storedCounters(owner)).toBe(0);
  });

  it('when beacons are malformed, oversized or of any type, then each gets 204 and nothing is stored', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    const bad = [
      '',
      'not json',
      '{"t":"pageview"',
      JSON.stringify({ t: 'pageview', p: 'no-slash', sc: 'desktop' }),
      JSON.stringify({ t: 'pageview', p: '//evil.example/x', sc: 'desktop' }),
      JSON.stringify({ ...pageView('/'), extra: 1 }),
      JSON.stringify({ ...pageView('/'), sc: 'watch' }),
      JSON.stringify({ t: 'vitals', p: '/', sc: 'mobile', m: { LCP: -1 } }),
      JSON.stringify({ t: 'event', k: 'download', p: '/' }),
      JSON.stringify(pageView(`/${'a'.repeat(300)}`)),
      JSON.stringify({ ...pageView('/'), pad: 'x'.repeat(10_000) }),
      '[]',
      'null',
    ];
    for (const body of bad) await sendBeacon(url, body);
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      await sendBeacon(url, '{', { headers: { 'Content-Type': type } });
    }
    const huge = await fetch(`${url}${API.analyticsEvent}`, { method: 'POST', body: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(204);
    // Answered before Express (the beacon fast path) with the same headers as any answer.
    expect(huge.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(huge.headers.get('cache-control')).toBe('no-store');
    expect(huge.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // Another host is the host check's: the beacon is not taken.
    const elsewhere = await rawRequest(`${url}${API.analyticsEvent}`, {
      method: 'POST',
      headers: { Host: 'evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify(pageView('/')),
    });
    expect(elsewhere.status).toBe(421);
    expect(await storedCounters(owner)).toBe(0);
    expect(owner.app.services.analytics.drops().ignored).toBe(bad.length + 4);
  });

  it('when sources, campaigns, searches and interactions come, then the summary lists each', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    await sendBeacon(
      url,
      pageView('/services/drone', { r: 'www.google.com', us: 'newsletter', uc: 'spring' }),
    );
    // A referrer on this site is a page of the visit, not a source.
    await sendBeacon(url, pageView('/search', { r: '127.0.0.1', q: '  Drone   TOURS ' }), { ua: browser(2) });
    await sendBeacon(url, pageView('/search', { q: 'me@example.com' }), { ua: browser(3) });
    await sendBeacon(url, { t: 'event', k: 'outbound', p: '/contact', h: 'instagram.com' });
    await sendBeacon(url, { t: 'event', k: 'video', p: '/projects/1' });
    const summary = await summaryOf(owner);
    expect(summary.referrers).toEqual([{ host: 'google.com', views: 1 }]);
    expect(summary.campaigns).toEqual([{ source: 'newsletter', campaign: 'spring', views: 1 }]);
    expect(summary.searches).toEqual(
      expect.arrayContaining([
        { term: 'drone tours', count: 1 },
        { term: '(withheld: personal details)', count: 1 },
      ]),
    );
    expect(summary.interactions).toEqual(
      expect.arrayContaining([
        { kind: 'outbound', path: '/contact', target: 'instagram.com', count: 1 },
        { kind: 'video', path: '/projects/1', target: '', count: 1 },
      ]),
    );
    // Named where the site has a page of that address (pages and interactions alike), not elsewhere
    // (an old project address, /projects/1, now answers with a redirect).
    expect(summary.names).toEqual({
      '/services/drone': 'Service: Drone Services',
      '/search': 'Search',
      '/contact': 'Contact',
    });
  });

  it('when a visitor signs up after landing from a referrer, then the conversion is credited to that landing page', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    await sendBeacon(url, pageView('/services/drone', { r: 'www.google.com' }), { ua: browser(7) });
    await sendBeacon(url, pageView('/blog'), { ua: browser(7) });
    const res = await fetch(`${url}${API.newsletter}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': browser(7) },
      body: JSON.stringify({ email: 'reader@agent.ca' }),
    });
    expect(res.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const summary = await summaryOf(owner);
    expect(summary.conversions).toEqual([
      { kind: 'newsletter-signup', landingPage: '/services/drone', referrer: 'google.com', count: 1 },
    ]);
    expect(summary.names).toEqual({ '/services/drone': 'Service: Drone Services', '/blog': 'Blog' });
    expect(summary.totals.conversions).toBe(1);
  });

  it('when pages report Web Vitals, then p75 per template is rated against the thresholds', async () => {
    owner = await ownerForTest();
    const { url } = owner.app;
    for (const lcp of [1000, 1200, 2400, 3900]) {
      await sendBeacon(url, {
        t: 'vitals',
        p: '/blog/a-post',
        sc: 'mobile',
        m: { LCP: lcp, CLS: 0.3, TTFB: 100 },
      });
    }
    const { vitals } = await summaryOf(owner);
    const of = (metric: string) =>
      vitals.find((v) => v.template === 'blog/*' && v.device === 'all' && v.metric === metric);
    expect(of('LCP')).toEqual({
      template: 'blog/*',
      device: 'all',
      metric: 'LCP',
      p75: 2500,
      samples: 4,
      rating: 'good',
    });
    expect(of('CLS')).toMatchObject({ p75: 0.3, rating: 'poor' });
    expect(of('TTFB')).toMatchObject({ p75: 100, rating: 'good' });
    expect(vitals.some((v) => v.device === 'mobile' && v.metric === 'LCP')).toBe(true);
  });

  it('when asked without the owner or with a bad period, then 401 and 400 with an error', async () => {
    owner = await ownerForTest();
    const anonymous = await fetch(`${owner.app.url}${API.adminAnalyticsSummary}?days=1`);
    expect(anonymous.status).toBe(401);
    const bad = await owner.call(`${API.adminAnalyticsSummary}?days=0`);
    expect(bad.status).toBe(400);
    // The refusal names the field in the owner's words, and lists it (docs/errors.md).
    const refusal = (await bad.json()) as { error: string; fields: { path: string }[] };
    expect(refusal.error).toMatch(/days/i);
    expect(refusal.error).not.toMatch(/Invalid input/);
    expect(refusal.fields.map((f) => f.path)).toEqual(['days']);
  });

  it('when ANALYTICS=off, then beacons still get 204 and nothing is counted', async () => {
    owner = await ownerForTest({ ANALYTICS: 'off' });
    await sendBeacon(owner.app.url, pageView('/'));
    expect(await storedCounters(owner)).toBe(0);
    expect((await summaryOf(owner)).enabled).toBe(false);
  });

  it('when days pass the retention period, then their counts are deleted and newer ones kept', async () => {
    owner = await ownerForTest({ ANALYTICS_RETENTION_DAYS: '30' });
    const repo = await AnalyticsRepo.open(owner.app.services.store);
    const today = agencyDay(Date.now());
    await repo.add([
      { day: daysBefore(today, 30), metric: 'view', dims: ['/old'], n: 5 },
      { day: daysBefore(today, 29), metric: 'view', dims: ['/kept'], n: 2 },
    ]);
    expect(await owner.app.services.analytics.purgeExpired()).toBe(1);
    expect(viewsOf(await summaryOf(owner, 400))).toEqual({ '/kept': { views: 2, visitors: 0 } });
  });

  it('when counts are stored, then the datastore holds neither the address nor the user agent', async () => {
    owner = await ownerForTest();
    await sendBeacon(owner.app.url, pageView('/'), { ua: 'UniqueAgentString/9.9' });
    await owner.app.services.analytics.flush();
    const rows = await (await owner.app.services.store.collection({ name: 'analytics-counts' })).find({});
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('UniqueAgent');
    for (const name of await readdir(owner.app.dataDir)) {
      if (!name.endsWith('.db')) continue;
      const file = await readFile(join(owner.app.dataDir, name), 'utf8');
      expect(file).not.toContain('UniqueAgent');
    }
  });
});
