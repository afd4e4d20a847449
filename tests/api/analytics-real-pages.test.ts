import { describe, expect, it } from 'vitest';
import { browser, pageView, sendBeacon, summaryOf, viewsOf } from './analytics-helpers.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { ownerForTest } from './owner-client.ts';

/** The status the server wrote into a page's data (what the page's measuring script reads). */
async function pageStatus(url: string): Promise<{ http: number; marked: unknown }> {
  const res = await fetch(url);
  const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(await res.text())?.[1];
  return { http: res.status, marked: (JSON.parse(data ?? 'null') as { status?: number } | null)?.status };
}

/**
 * The audit: an unpublished listing's 410 page added to its views and visitors, and /wp-login.php
 * was a "Top page" with a "Wp-login.php page" row in the speed table. Only real pages are measured.
 */
describe('analytics: only real pages are measured', () => {
  it('when a page answers 404 or 410, then its data says so, for the measuring script to send nothing', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const listing = publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front of the house' }]);
    const created = await owner.call(LISTINGS, { method: 'POST', json: { ...listing, status: 'draft' } });
    expect(created.status).toBe(201);
    expect(await pageStatus(`${url}/`)).toEqual({ http: 200, marked: 200 });
    expect(await pageStatus(`${url}/wp-login.php`)).toEqual({ http: 404, marked: 404 });
    expect(await pageStatus(`${url}/listings/no-such-house-123`)).toEqual({ http: 404, marked: 404 });
    expect(await pageStatus(`${url}/listings/123-main-st`)).toEqual({ http: 410, marked: 410 });
    expect(await pageStatus(`${url}/listings/123-main-st/unbranded`)).toEqual({ http: 410, marked: 410 });
  });

  it('when beacons name an address that is no page of the site, then none of them is counted', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    await sendBeacon(url, pageView('/wp-login.php'), { ua: browser(1) });
    await sendBeacon(url, { t: 'event', k: 'outbound', p: '/wp-login.php', h: 'evil.example' });
    await sendBeacon(url, { t: 'vitals', p: '/wp-login.php', sc: 'mobile', m: { LCP: 900, TTFB: 100 } });
    await sendBeacon(url, pageView('/about'), { ua: browser(1) });
    const summary = await summaryOf(owner);
    expect(viewsOf(summary)).toEqual({ '/about': { views: 1, visitors: 1 } });
    expect(summary.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(summary.interactions).toEqual([]);
    expect(summary.vitals).toEqual([]);
  });
});
