import { describe, expect, it } from 'vitest';
import { browser, pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** User agents of programs, not people: scripts, crawlers, link previewers, speed testers. */
const PROGRAMS = [
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.31.0',
  '',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];

/**
 * People's browsers, a phone whose model name holds "bot" among them, and a headless browser: it
 * runs the page as a person's does, and the site's own browser checks are made with one.
 */
const PEOPLE = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  browser(1),
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

describe('analytics: programs are not visitors', () => {
  it('when scripts, crawlers and speed testers send beacons, then none is counted; people and headless browsers are', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    for (const ua of PROGRAMS) {
      await sendBeacon(url, pageView('/'), { ua });
      await sendBeacon(url, { t: 'vitals', p: '/', sc: 'mobile', m: { LCP: 9000 } }, { ua });
    }
    for (const ua of PEOPLE) await sendBeacon(url, pageView('/'), { ua });
    const summary = await summaryOf(owner);
    expect(summary.totals).toMatchObject({ views: PEOPLE.length, visitors: PEOPLE.length });
    // A speed tester's slow phone emulation is not a real visitor's speed.
    expect(summary.vitals).toEqual([]);
  });
});
