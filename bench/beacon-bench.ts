import autocannon from 'autocannon';
import { API } from '#shared/api/paths.ts';
import { BROWSER_ENCODING, wrk } from './throughput-bench.ts';

/** Beacons a second the ingest must take while pages stay fast (issue 26). */
const TARGET_RATE = 5000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BEACON = JSON.stringify({
  t: 'pageview',
  p: '/portfolio/photography',
  sc: 'mobile',
  r: 'www.google.com',
});

/** The page probe: a few visitors' worth of page loads, so its latency is the server's, not a queue's. */
const PROBE = { threads: 1, connections: 4 };

/**
 * The analytics beacon endpoint under load (docs/analytics.md): page latency alone (a light wrk
 * probe on `/`), then the same probe while autocannon sends pageview beacons at TARGET_RATE a
 * second, then beacons as fast as they are taken. Figures, not a pass/fail check.
 */
export async function beaconBench(baseUrl: string): Promise<string> {
  const page = `${baseUrl}/`;
  const headers = { 'accept-encoding': BROWSER_ENCODING };
  await fetch(page, { headers });
  const idle = await wrk(page, headers, PROBE);
  const beacons = (overallRate: number) =>
    autocannon({
      url: `${baseUrl}${API.analyticsEvent}`,
      method: 'POST',
      connections: 32,
      duration: SECONDS,
      ...(overallRate > 0 ? { overallRate } : {}),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: BEACON,
    });
  const [atRate, loaded] = await Promise.all([beacons(TARGET_RATE), wrk(page, headers, PROBE)]);
  const flat = await beacons(0);
  const ms = (n: number) => n.toFixed(1);
  const row = (what: string, r: Awaited<ReturnType<typeof beacons>>) =>
    `| ${what} | ${Math.round(r.requests.average)} | ${ms(r.latency.p50)} / ${ms(r.latency.p99)} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
  const lines = [
    `| beacons (autocannon, 32 connections, ${SECONDS} s) | beacons/s | p50 / p99 ms | non-2xx | errors |`,
    '| --- | ---: | ---: | ---: | ---: |',
    row(`asked for ${TARGET_RATE}/s, beside the page load below`, atRate),
    row('as fast as taken, alone', flat),
    '',
    '| page GET / (wrk probe, 1 thread, 4 connections) | req/s | p50 / p99 ms |',
    '| --- | ---: | ---: |',
    `| idle | ${Math.round(idle.rps)} | ${ms(idle.p50)} / ${ms(idle.p99)} |`,
    `| while beacons arrive at the rate above | ${Math.round(loaded.rps)} | ${ms(loaded.p50)} / ${ms(loaded.p99)} |`,
    '',
    `Target: ${TARGET_RATE} beacons/s taken while the page's p99 stays within twice its idle figure (here ${ms(loaded.p99)} ms against ${ms(idle.p99)} ms: ${(loaded.p99 / idle.p99).toFixed(2)}x).`,
  ];
  return lines.join('\n');
}
