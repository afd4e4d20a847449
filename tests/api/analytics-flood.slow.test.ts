import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { analyticsSummarySchema } from '#shared/schemas/analytics.ts';
import { browser, pageView, sendBeacon, summaryOf, viewsOf } from './analytics-helpers.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/**
 * A flood of 150,000 malformed and oversized beacons, as a hostile client would send: every one
 * answered 204 (never a 5xx), memory flat, and the counts stored beside it still exact.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let owner: OwnerClient;
beforeAll(async () => {
  // Limits off: every beacon is read and checked (with limits on, most would be refused unread).
  owner = await startAsOwner({ RATE_LIMIT: 'false' });
});
afterAll(() => owner?.app.close());

const BODIES: string[] = [
  'not json',
  '{"t":"pageview","p":"/","sc":"desktop"',
  JSON.stringify({ t: 'pageview', p: 'relative', sc: 'desktop' }),
  JSON.stringify({ t: 'vitals', p: '/', sc: 'mobile', m: { LCP: 'slow' } }),
  JSON.stringify({ ...pageView('/'), injected: '<script>' }),
  JSON.stringify({ ...pageView('/'), pad: 'x'.repeat(3000) }),
  'y'.repeat(40_000),
];

/**
 * One beacon POSTed with node:http on a keep-alive connection: its status, the answer read to the
 * end. (fetch cost the client, which shares this process and its two cores with the server, more
 * than the server's own work: the flood took twice as long.)
 */
function post(agent: Agent, body: string, type: string, ua: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${owner.app.url}${API.analyticsEvent}`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': type, 'User-Agent': ua, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function flood(total: number, offset: number): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = offset + next++;
      const body = i % 11 === 0 ? `${BODIES[i % BODIES.length]}${i}` : BODIES[i % BODIES.length]!;
      const status = await post(agent, body, i % 2 ? 'application/json' : 'text/plain', `flood/${i}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  agent.destroy();
  return statuses;
}

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('a flood of malformed and oversized beacons', () => {
  it('when 150,000 arrive, then all get 204, memory stays flat and the counts stay exact', async () => {
    await sendBeacon(owner.app.url, pageView('/about'), { ua: browser(1) });
    // Warm up (JIT, connection pools), then measure.
    await flood(10_000, 0);
    const heapBefore = heapAfterGc();
    const rss = [process.memoryUsage().rss];
    const statuses: Record<number, number>[] = [];
    // Three floods of 50,000: the process settles during the first, sometimes into the second
    // (glibc's arenas and lazily touched pages grow once, by 30-70 MiB in all; 300,000 more beacons
    // after that added 0-4 MiB), so flat is judged on the last, and the heap on all of them.
    for (let round = 0; round < 3; round++) {
      statuses.push(Object.fromEntries(await flood(50_000, 10_000 + round * 50_000)));
      heapAfterGc();
      rss.push(process.memoryUsage().rss);
    }
    const heapAfter = heapAfterGc();
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.info(`heap ${mib(heapBefore)} -> ${mib(heapAfter)} MiB, rss ${rss.map(mib).join(' -> ')} MiB`);
    for (const round of statuses) expect(round).toEqual({ 204: 50_000 });
    // Flat: what 150,000 requests leave on the heap is far below a kilobyte each...
    expect(heapAfter - heapBefore).toBeLessThan(16 * 1024 * 1024);
    // ...and the process has stopped growing: the last 50,000 add no more than the allocator's
    // slack (client and server share this process; freed pages are not all given back to the system).
    expect(rss[3]! - rss[2]!).toBeLessThan(32 * 1024 * 1024);
    await sendBeacon(owner.app.url, pageView('/contact'), { ua: browser(1) });
    const res = await owner.call(`${API.adminAnalyticsSummary}?days=1`);
    const summary = analyticsSummarySchema.parse(await res.json());
    expect(viewsOf(summary)).toEqual({
      '/about': { views: 1, visitors: 1 },
      '/contact': { views: 1, visitors: 1 },
    });
    expect(summary.totals).toEqual({ views: 2, visitors: 1, conversions: 0 });
    expect((await summaryOf(owner)).referrers).toEqual([]);
  }, 600_000);
});
