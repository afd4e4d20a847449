import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '#shared/content/public-routes.ts';
import { type DebugChromium, launchDebugChromium } from '../support/debug-chromium.ts';
import { runLighthouse } from '../support/lighthouse-run.ts';
import { inNetworkTurn } from '../support/network-turns.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Gate: Lighthouse (mobile defaults) scores Accessibility, Best Practices and SEO at 100 on every
 * public route. Performance depends on the machine's load, so it lives in `npm run bench`.
 * One Chromium, pages in sequence; a failure lists the audits that cost points.
 */

/**
 * None of the three categories measures timing, so the settle waits are short and no screenshot is
 * taken: the DOM, console, headers and issues audited are the same, in half the time. (Throttling
 * stays simulated: 'provided' made each run slower here.)
 */
const QUICK = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 300,
  networkQuietThresholdMs: 300,
  cpuQuietThresholdMs: 300,
  disableFullPageScreenshot: true,
};

let app: TestApp;
let chromium: DebugChromium;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: 'false' }, undefined, { site: 'built' });
  chromium = await launchDebugChromium();
});
afterAll(async () => {
  await chromium?.close();
  await app?.close();
});

describe('Lighthouse accessibility, best practices and SEO', () => {
  it('when Lighthouse audits every public route, then each scores 100 in all three', async () => {
    const below: string[] = [];
    for (const path of publicPaths()) {
      // A container starting or stopping meanwhile would fail the page's requests (network-turns.ts).
      const lhr = await inNetworkTurn(() =>
        runLighthouse(`${app.url}${path}`, chromium.port, ['accessibility', 'best-practices', 'seo'], QUICK),
      );
      const scores = {
        accessibility: lhr.accessibility,
        'best-practices': lhr.bestPractices,
        seo: lhr.seo,
      };
      for (const [category, score] of Object.entries(scores)) {
        if (score !== 100)
          below.push(`${path} ${category} = ${score}: ${(lhr.failures[category] ?? []).join('; ')}`);
      }
    }
    expect(below).toEqual([]);
    // A guard against a hung run, not a speed budget (speed is the bench's): the gate took 196.6 s
    // on the Intel machine of 2026-11-29 and 284.7 s alone on the slower AMD one of 2026-11-30,
    // where a fresh-clone run beside other work took it past the earlier 400 s.
  }, 900_000);
});
