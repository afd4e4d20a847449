import { API } from '#shared/api/paths.ts';
import { BROWSER_ENCODING, wrk } from './wrk.ts';

/** Beacons a second the ingest must take while pages stay fast (issue 26). */
const TARGET_RATE = 5000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BEACON = JSON.stringify({
  t: 'pageview',
  p: '/portfolio/photography',
  sc: 'mobile',
  r: 'www.google.com',
});

const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * The page probe: 4 connections, each pausing 10 ms after an answer (about 350 page loads a second,
 * a busy site's visitors), so its latency is the server's, not a queue behind the probe's own flood.
 * FLOOD is the earlier probe, as fast as the server answers: shown for comparison, it measures how a
 * saturated server shares its 2 cores, not what a visitor waits.
 */
const PROBE = { threads: 1, connections: 4, pauseMs: 10 };
const FLOOD = { threads: 1, connections: 4 };
const BEACON_CONNECTIONS = 48;
/** Each beacon connection's pause: together they ask for about a tenth over TARGET_RATE (an answer's own time slows each a little). */
const BEACON_PAUSE_MS = Math.floor((BEACON_CONNECTIONS * 1000) / (TARGET_RATE * 1.1));
const ASKED_RATE = Math.round((BEACON_CONNECTIONS * 1000) / BEACON_PAUSE_MS);

/**
 * The analytics beacon endpoint under load (docs/analytics.md): page latency alone (a light wrk
 * probe on `/`), then the same probe while wrk sends pageview beacons at TARGET_RATE a
 * second, then beacons as fast as they are taken. Figures, not a pass/fail check.
 */
export async function beaconBench(baseUrl: string): Promise<string> {
  const page = `${baseUrl}/`;
  const headers = { 'accept-encoding': BROWSER_ENCODING };
  await fetch(page, { headers });
  const idle = await wrk(page, headers, PROBE);
  const floodIdle = await wrk(page, headers, FLOOD);
  // wrk rather than autocannon: in production the senders are visitors' browsers, so the load
  // generator's own CPU, taken from the same 2 cores as the server, should be as small as it can be.
  const post = { body: BEACON, type: 'text/plain;charset=UTF-8' };
  // What a phone's sendBeacon sends beside the body: its user agent (a beacon without one is a
  // program's, refused before counting) and the page's origin, each checked per beacon.
  const beaconHeaders = {
    'user-agent': BROWSER_AGENT,
    origin: new URL(baseUrl).origin,
    'sec-fetch-site': 'same-origin',
  };
  const beacons = (paced: boolean) =>
    wrk(`${baseUrl}${API.analyticsEvent}`, beaconHeaders, {
      threads: 1,
      connections: BEACON_CONNECTIONS,
      post,
      ...(paced ? { pauseMs: BEACON_PAUSE_MS } : {}),
    });
  const [atRate, loaded] = await Promise.all([beacons(true), wrk(page, headers, PROBE)]);
  const [, floodLoaded] = await Promise.all([beacons(true), wrk(page, headers, FLOOD)]);
  const flat = await beacons(false);
  const ms = (n: number) => n.toFixed(1);
  const row = (what: string, r: Awaited<ReturnType<typeof beacons>>) =>
    `| ${what} | ${Math.round(r.rps)} | ${ms(r.p50)} / ${ms(r.p99)} | ${r.problems || 'none'} |`;
  const lines = [
    `| beacons (wrk, 1 thread, ${BEACON_CONNECTIONS} connections, ${SECONDS} s) | beacons/s | p50 / p99 ms | non-2xx, errors |`,
    '| --- | ---: | ---: | --- |',
    row(
      `asked for about ${ASKED_RATE}/s (each connection pausing ${BEACON_PAUSE_MS} ms), beside the page load below`,
      atRate,
    ),
    row('as fast as taken, alone', flat),
    '',
    '| page GET / (wrk, 1 thread, 4 connections) | req/s | p50 / p99 ms |',
    '| --- | ---: | ---: |',
    `| visitors (each connection pausing ${PROBE.pauseMs} ms), idle | ${Math.round(idle.rps)} | ${ms(idle.p50)} / ${ms(idle.p99)} |`,
    `| visitors, while beacons arrive (first row) | ${Math.round(loaded.rps)} | ${ms(loaded.p50)} / ${ms(loaded.p99)} |`,
    `| flood (no pause), idle | ${Math.round(floodIdle.rps)} | ${ms(floodIdle.p50)} / ${ms(floodIdle.p99)} |`,
    `| flood, while beacons arrive (first row) | ${Math.round(floodLoaded.rps)} | ${ms(floodLoaded.p50)} / ${ms(floodLoaded.p99)} |`,
    '',
    "Each beacon carries the body and headers of a phone's sendBeacon (`Content-Type: text/plain;charset=UTF-8`, a phone's `User-Agent`, `Origin` the site's, `Sec-Fetch-Site: same-origin`): the intake checks the last three on every beacon.",
    '',
    `Target: ${TARGET_RATE} beacons/s taken (here ${Math.round(atRate.rps)}) while the visitors' page p99 stays within twice its idle figure (here ${ms(loaded.p99)} ms against ${ms(idle.p99)} ms: ${(loaded.p99 / idle.p99).toFixed(2)}x). The flood rows (${(floodLoaded.p99 / floodIdle.p99).toFixed(2)}x) load the server to its limit with pages alone before a beacon arrives: there every beacon's CPU is taken from the pages, whatever it costs.`,
  ];
  return lines.join('\n');
}
