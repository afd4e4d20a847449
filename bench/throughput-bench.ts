import { bareServer, rawAnswer } from './bare-server.ts';
import { BROWSER_ENCODING, CONNECTIONS, ensureWrk, THREADS, wrk } from './wrk.ts';

/** One wrk figure: requests per second, median and 99th percentile latency in ms. */
interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

type Side = 'defaults' | 'logOff' | 'floor';

/** One of our two servers against the bare one, round by round. */
interface Paired {
  /** The median of the rounds' ratios (ours / bare, the bare round run right beside ours). */
  median: number;
  min: number;
  max: number;
}

interface ThroughputRow {
  name: string;
  path: string;
  status: number;
  bytes: number;
  /** Each side's median round: the server as deployed (request log at `info`), the same build with
   * LOG_LEVEL=warn, and a bare node:http server sending the same answer. */
  median: Record<Side, Figure>;
  /** Each side's lowest and highest round (req/s): how far the machine moved a figure within this run. */
  spread: Record<Side, [number, number]>;
  ratio: { defaults: Paired; logOff: Paired };
}

/** The two servers measured: one with the default settings, one with the request log off. */
interface ThroughputServers {
  defaults: string;
  logOff: string;
}

/** Every ready answer, with the default settings, at least this fraction of the bare server. */
export const THROUGHPUT_TARGET = 0.8;

export interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** Rounds per answer and seconds per wrk run in a round (BENCH_ROUNDS, BENCH_SECONDS change them). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Each target against our server with the default settings, the same build with the request log
 * off, and a bare node:http server sending the same answer, with wrk, in `ROUNDS` rounds. In each
 * round the bare server runs between our two (which of ours goes first alternates), and each of
 * ours is divided by that round's bare figure: the machine's speed drifts by more than the gap
 * measured (a side moved by up to a half between rounds in earlier runs), and a ratio of two runs
 * made seconds apart holds across that drift where the best or the median of each side, taken at
 * different moments, does not. The rounds' median ratio is the figure; their range is shown.
 */
export async function throughputBench(
  servers: ThroughputServers,
  targets: Target[],
): Promise<ThroughputRow[]> {
  ensureWrk();
  const rows: ThroughputRow[] = [];
  for (const target of targets) {
    const headers = { 'accept-encoding': BROWSER_ENCODING, ...target.headers };
    // The first request makes the answer (cache miss); what is measured is the answer after it.
    for (const base of [servers.defaults, servers.logOff]) await rawAnswer(`${base}${target.path}`, headers);
    const sample = await rawAnswer(`${servers.defaults}${target.path}`, headers);
    if (sample.status !== 200) throw new Error(`${target.path}: status ${sample.status}`);
    const bare = await bareServer(sample);
    const urls: Record<Side, string> = {
      defaults: `${servers.defaults}${target.path}`,
      logOff: `${servers.logOff}${target.path}`,
      floor: `${bare.url}${target.path}`,
    };
    const rounds: Record<Side, Figure>[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const order: Side[] = round % 2 ? ['logOff', 'floor', 'defaults'] : ['defaults', 'floor', 'logOff'];
        const figures = {} as Record<Side, Figure>;
        for (const side of order) {
          const figure = await wrk(urls[side], headers, {
            threads: THREADS,
            connections: CONNECTIONS,
            seconds: SECONDS,
          });
          if (figure.problems && side !== 'floor')
            throw new Error(`${target.path} (${side}): ${figure.problems}`);
          figures[side] = figure;
        }
        rounds.push(figures);
      }
    } finally {
      bare.close();
    }
    const row: ThroughputRow = {
      name: target.name,
      path: target.path,
      status: sample.status,
      bytes: sample.body.length,
      median: {
        defaults: medianRound(rounds, 'defaults'),
        logOff: medianRound(rounds, 'logOff'),
        floor: medianRound(rounds, 'floor'),
      },
      spread: {
        defaults: spread(rounds, 'defaults'),
        logOff: spread(rounds, 'logOff'),
        floor: spread(rounds, 'floor'),
      },
      ratio: { defaults: paired(rounds, 'defaults'), logOff: paired(rounds, 'logOff') },
    };
    rows.push(row);
    process.stdout.write(
      `  wrk ${target.name}: ratio ${row.ratio.defaults.median.toFixed(2)} (rounds ${rounds.map((r) => (r.defaults.rps / r.floor.rps).toFixed(2)).join(', ')}), log off ${row.ratio.logOff.median.toFixed(2)}\n`,
    );
  }
  return rows;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The side's round with the median req/s (the lower middle one for an even count). */
function medianRound(rounds: Record<Side, Figure>[], side: Side): Figure {
  const sorted = rounds.map((r) => r[side]).sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function spread(rounds: Record<Side, Figure>[], side: Side): [number, number] {
  const rps = rounds.map((r) => r[side].rps);
  return [Math.min(...rps), Math.max(...rps)];
}

function paired(rounds: Record<Side, Figure>[], side: 'defaults' | 'logOff'): Paired {
  const ratios = rounds.map((r) => r[side].rps / r.floor.rps);
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

/** Answers whose default-settings figure is under the target, as lines for the report. */
export function throughputMisses(rows: ThroughputRow[]): string[] {
  return rows
    .filter((r) => r.ratio.defaults.median < THROUGHPUT_TARGET)
    .map((r) => `${r.name}: ${r.ratio.defaults.median.toFixed(2)} of bare with the default settings`);
}

export function throughputTable(rows: ThroughputRow[]): string {
  const head =
    `| answer (wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s a side) | bytes sent | default settings req/s, median (range) | p50 / p99 ms | log off (LOG_LEVEL=warn) req/s | bare node:http req/s | bare p50 / p99 ms | ratio, default settings: median of rounds (range) | ratio, log off |\n` +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
  const rps = (r: ThroughputRow, side: Side) =>
    `${Math.round(r.median[side].rps)} (${Math.round(r.spread[side][0])}-${Math.round(r.spread[side][1])})`;
  const ratio = (p: Paired) => `${p.median.toFixed(2)} (${p.min.toFixed(2)}-${p.max.toFixed(2)})`;
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${rps(r, 'defaults')} | ${ms(r.median.defaults.p50)} / ${ms(r.median.defaults.p99)} | ${rps(r, 'logOff')} | ${rps(r, 'floor')} | ${ms(r.median.floor.p50)} / ${ms(r.median.floor.p99)} | ${ratio(r.ratio.defaults)} | ${ratio(r.ratio.logOff)} |`,
  );
  return [head, ...lines].join('\n');
}
