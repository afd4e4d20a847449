import { launchDebugChromium } from '../tests/support/debug-chromium.ts';
import { type LighthouseFigures, runLighthouse } from '../tests/support/lighthouse-run.ts';
import { withRetry } from './lighthouse-bench.ts';

/**
 * The pages issue 28 measured with Lighthouse's command line as it runs by default (88-90 there),
 * one of each kind: a service page, a project, the blog index, a text page with pictures.
 */
const FRESH_BROWSER_PATHS = ['/services/website', '/projects/penthouses-at-shangri-la', '/blog', '/about'];

const RUNS = 3;

interface FreshRow {
  path: string;
  /** Every run in one browser kept open (as `lighthouse` in the bench), sorted by score. */
  warm: LighthouseFigures[];
  /** Every run in a browser started for it (as the `lighthouse` command line does by default). */
  fresh: LighthouseFigures[];
}

/**
 * Lighthouse (performance only, mobile, default simulated throttling) on a few pages in two ways,
 * alternated run by run so both see the same machine: in one browser kept open for the whole
 * bench, as the budgeted bench measures, and in a browser started with a new profile for each run,
 * as `lighthouse <url>` does by default. A fresh browser has no compiled code, no warm font or
 * style caches and starts its processes during the navigation: its figure is what a visitor's
 * first visit after starting a browser costs, not what the budget is set on.
 */
export async function lighthouseFreshBench(
  baseUrl: string,
  paths = FRESH_BROWSER_PATHS,
): Promise<FreshRow[]> {
  const kept = await launchDebugChromium();
  const rows: FreshRow[] = [];
  try {
    for (const path of paths) {
      const url = `${baseUrl}${path}`;
      await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
      const row: FreshRow = { path, warm: [], fresh: [] };
      for (let i = 0; i < RUNS; i++) {
        row.warm.push(await withRetry(() => runLighthouse(url, kept.port, ['performance'])));
        row.fresh.push(
          await withRetry(async () => {
            const browser = await launchDebugChromium();
            try {
              return await runLighthouse(url, browser.port, ['performance']);
            } finally {
              await browser.close();
            }
          }),
        );
      }
      for (const runs of [row.warm, row.fresh])
        runs.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      rows.push(row);
      process.stdout.write(
        `  ${path}: warm ${row.warm.map((r) => r.performance).join(', ')}; fresh ${row.fresh.map((r) => r.performance).join(', ')}\n`,
      );
    }
  } finally {
    await kept.close();
  }
  return rows;
}

const median = (runs: LighthouseFigures[]) => runs[Math.floor(runs.length / 2)]!;
const ms = (value: number | null) => Math.round(value ?? 0);

/** Both figures side by side: the median run's score, TBT and LCP, and every run's score. */
export function lighthouseFreshTable(rows: FreshRow[]): string {
  const head =
    '| page | warm browser: Perf (runs) | TBT (ms) | LCP (ms) | fresh browser per run: Perf (runs) | TBT (ms) | LCP (ms) |\n' +
    '| --- | --- | ---: | ---: | --- | ---: | ---: |';
  const cells = (runs: LighthouseFigures[]) => {
    const m = median(runs);
    return `${m.performance} (${runs.map((r) => r.performance).join(', ')}) | ${ms(m.tbtMs)} | ${ms(m.lcpMs)}`;
  };
  return [head, ...rows.map((r) => `| ${r.path} | ${cells(r.warm)} | ${cells(r.fresh)} |`)].join('\n');
}
