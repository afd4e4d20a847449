/**
 * A/B of two builds under Lighthouse (mobile, simulated throttling), for a machine that is not
 * quiet: the two builds are served side by side and measured alternately on the same pages, so
 * both see the same load. Prints each run and the medians of TBT, LCP and the performance score.
 *
 *   node bench/lighthouse-ab.ts <dist A> <dist B> <runs> /path [/path ...]
 *
 * With AB_FRESH=1 each run gets a Chromium started with a new profile, as the `lighthouse` command
 * line does by default (no code cache, no HTTP cache), instead of one browser kept open.
 *
 * A dist is a copy of `dist/` from `npm run build` (client, ssr, prerendered). Not part of
 * `npm run bench`: that one measures the current build on every route (docs/benchmarks.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchDebugChromium } from '../tests/support/debug-chromium.ts';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../tests/support/server-process.ts';
import { createBenchOwner } from './owner-session.ts';

const [distA, distB, runsArg, ...paths] = process.argv.slice(2);
if (!distA || !distB || !runsArg || paths.length === 0) {
  console.error('usage: node bench/lighthouse-ab.ts <dist A> <dist B> <runs> /path [/path ...]');
  process.exit(2);
}
const runs = Number(runsArg);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One run: the score, TBT, LCP and Lighthouse's long tasks (simulated start and duration, script). */
async function measure(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const audit = (id: string) => lhr.audits[id] as { numericValue?: number; details?: { items?: unknown[] } };
  const tasks = (
    (audit('long-tasks').details?.items ?? []) as { url: string; duration: number; startTime: number }[]
  )
    .map(
      (t) =>
        `\n    task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '')}`,
    )
    .join('');
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time').numericValue ?? Number.NaN,
    fcp: audit('first-contentful-paint').numericValue ?? Number.NaN,
    lcp: audit('largest-contentful-paint').numericValue ?? Number.NaN,
    tasks:
      (process.env.AB_TASKS ? tasks : '') + (process.env.AB_LCP ? `\n    ${lcpElement(lhr.audits)}` : ''),
  };
}

/** The LCP element and the observed parts of its time (AB_LCP=1). */
function lcpElement(audits: Record<string, { details?: unknown }>) {
  const parts = ((audits['lcp-breakdown-insight']?.details as { items?: unknown[] })?.items ?? []) as {
    items?: { subpart: string; duration: number }[];
    snippet?: string;
  }[];
  const subparts = (parts[0]?.items ?? [])
    .map((row) => `${row.subpart} ${Math.round(row.duration)}`)
    .join(', ');
  return `LCP element ${(parts[1]?.snippet ?? '?').slice(0, 200)}; observed ${subparts}`;
}

async function serve(dist: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-ab-'));
  createBenchOwner(dataDir);
  const server = await startServerProcess({
    dataDir,
    env: { RATE_LIMIT: 'false', LOG_LEVEL: 'warn', DIST_DIR: resolve(dist) },
  });
  return { server, dataDir };
}

const a = await serve(distA);
const b = await serve(distB);
const chrome = await launchDebugChromium();
try {
  for (const path of paths) {
    const figures: Record<'A' | 'B', { tbt: number[]; lcp: number[]; perf: number[] }> = {
      A: { tbt: [], lcp: [], perf: [] },
      B: { tbt: [], lcp: [], perf: [] },
    };
    for (const side of [a, b]) await (await fetch(`${side.server.url}${path}`)).arrayBuffer();
    for (let i = 0; i < runs; i++) {
      // Alternate which build goes first, so neither always follows the other.
      const order: ['A' | 'B', typeof a][] =
        i % 2
          ? [
              ['B', b],
              ['A', a],
            ]
          : [
              ['A', a],
              ['B', b],
            ];
      for (const [name, side] of order) {
        const fresh = process.env.AB_FRESH ? await launchDebugChromium() : undefined;
        const r = await measure(`${side.server.url}${path}`, (fresh ?? chrome).port).finally(() =>
          fresh?.close(),
        );
        figures[name].tbt.push(r.tbt);
        figures[name].lcp.push(r.lcp);
        figures[name].perf.push(r.perf);
        console.log(
          `${path} ${name} run ${i + 1}: perf ${r.perf} TBT ${Math.round(r.tbt)} FCP ${Math.round(r.fcp)} LCP ${Math.round(r.lcp)} (load ${loadavg()[0]!.toFixed(2)})${r.tasks}`,
        );
      }
    }
    for (const name of ['A', 'B'] as const) {
      const f = figures[name];
      console.log(
        `${path} ${name} median of ${runs}: perf ${median(f.perf)} TBT ${Math.round(median(f.tbt))} ms LCP ${Math.round(median(f.lcp))} ms; TBT runs ${f.tbt.map(Math.round).join(', ')}`,
      );
    }
  }
} finally {
  await chrome.close();
  for (const side of [a, b]) {
    await side.server.stop();
    await rm(side.dataDir, { recursive: true, force: true });
  }
}
