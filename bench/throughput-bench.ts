import { execFile, execFileSync, spawn } from 'node:child_process';
import { type IncomingHttpHeaders, request } from 'node:http';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One wrk figure: requests per second, median and 99th percentile latency in ms. */
interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

interface ThroughputRow {
  name: string;
  path: string;
  status: number;
  bytes: number;
  /** The server as deployed: every setting at its default (the request log at `info`). */
  defaults: Figure;
  /** The same build with LOG_LEVEL=warn: no request log line. */
  logOff: Figure;
  /** A bare node:http server sending the same answer. */
  floor: Figure;
  /** Each side's lowest round (req/s): how far the machine moved a figure within this run. */
  lowest: Record<Side, number>;
}

type Side = 'defaults' | 'logOff' | 'floor';

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

/** Seconds per wrk run (BENCH_SECONDS shortens it while iterating) and rounds per side. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 32;
const THREADS = 2;
/** What Chromium sends: our server answers Brotli where it has it, as for a visitor. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** wrk from Debian: installed when absent and we are root with apt-get, otherwise say how. */
function ensureWrk(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  let path = found();
  if (!path && process.getuid?.() === 0) {
    try {
      execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
      console.log('wrk not found: installing Debian package wrk (apt-get install -y wrk)');
      execFileSync(
        'sh',
        [
          '-c',
          'apt-get install -y --no-install-recommends wrk || (apt-get update && apt-get install -y --no-install-recommends wrk)',
        ],
        {
          stdio: 'inherit',
        },
      );
      path = found();
    } catch {}
  }
  if (!path) throw new Error('wrk is needed for the throughput bench: `sudo apt-get install wrk`');
  return path;
}

/** One answer exactly as sent: status, headers and the bytes on the wire (still compressed). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A bare node:http server that answers every request with the status, headers and bytes our
 * server sent for this target: the floor this machine allows for that answer. It runs in a
 * process of its own (the same Node, nothing else loaded), so neither side shares its event loop
 * with the bench. It keeps Node's defaults, V8's memory reducer included (ours is started without
 * it, server/src/node-flags.ts): a fresh one per target lives about a minute, and the reducer's
 * first run came at about 100 s in every probe.
 */
async function bareServer(
  status: number,
  sent: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ url: string; close: () => void }> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      continue;
    headers[name] = value;
  }
  const program = `
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => {
      const { status, headers, body } = JSON.parse(input);
      const bytes = Buffer.from(body, 'base64');
      const server = require('node:http').createServer((req, res) => {
        req.resume();
        res.writeHead(status, headers);
        res.end(bytes);
      });
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    });`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ status, headers, body: body.toString('base64') }));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

/** A wrk Lua script: each connection pausing `ms` between requests, and/or POSTing `post`'s body. */
async function wrkScript(ms: number | undefined, post: { body: string; type: string } | undefined) {
  const { mkdtemp, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const file = `${await mkdtemp(`${tmpdir()}/wrk-script-`)}/script.lua`;
  const lines = [];
  if (post) {
    lines.push('wrk.method = "POST"', `wrk.body = ${JSON.stringify(post.body)}`);
    lines.push(`wrk.headers["Content-Type"] = ${JSON.stringify(post.type)}`);
  }
  if (ms) lines.push(`function delay()\n  return ${Math.round(ms)}\nend`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const MS = { us: 0.001, ms: 1, s: 1000 } as const;
const duration = (text: string | undefined) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return m ? Number(m[1]) * MS[m[2] as keyof typeof MS] : Number.NaN;
};

/**
 * One wrk run (2 threads, 32 connections, BENCH_SECONDS): req/s, p50 and p99 in ms, problems seen.
 * With `pauseMs`, each connection waits that long after each answer before its next request (wrk's
 * `delay()` hook): a steady stream of visitors rather than a flood, so the latency measured is the
 * answer's own, not the wait behind the probe's own requests. wrk leaves the pause out of latency.
 */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  load: {
    threads: number;
    connections: number;
    pauseMs?: number;
    /** POST this body instead of a GET (a beacon). */
    post?: { body: string; type: string };
  } = {
    threads: THREADS,
    connections: CONNECTIONS,
  },
) {
  const args = ['-t', String(load.threads), '-c', String(load.connections), '-d', `${SECONDS}s`, '--latency'];
  if (load.pauseMs || load.post) args.push('-s', await wrkScript(load.pauseMs, load.post));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const errors = /Socket errors:.*/.exec(stdout)?.[0];
  return {
    rps,
    p50: duration(/\s50%\s+([\d.]+\w+)/.exec(stdout)?.[1]),
    p99: duration(/\s99%\s+([\d.]+\w+)/.exec(stdout)?.[1]),
    problems: [non2xx ? `${non2xx} non-2xx` : '', errors ?? ''].filter(Boolean).join(', '),
  };
}

/**
 * Each target against our server with the default settings, the same build with the request log
 * off, and a bare node:http server sending the same answer, with wrk, alternating `ROUNDS` times;
 * the best round of each side counts (other work on a shared machine only ever lowers a figure).
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
    for (const base of [servers.defaults, servers.logOff]) await rawGet(`${base}${target.path}`, headers);
    const sample = await rawGet(`${servers.defaults}${target.path}`, headers);
    if (sample.status !== 200) throw new Error(`${target.path}: status ${sample.status}`);
    const bare = await bareServer(sample.status, sample.headers, sample.body);
    const bareUrl = `${bare.url}${target.path}`;
    const best = { defaults: NONE, logOff: NONE, floor: NONE };
    const lowest = {
      defaults: Number.POSITIVE_INFINITY,
      logOff: Number.POSITIVE_INFINITY,
      floor: Number.POSITIVE_INFINITY,
    };
    const sides = [
      ['defaults', `${servers.defaults}${target.path}`],
      ['logOff', `${servers.logOff}${target.path}`],
      ['floor', bareUrl],
    ] as const;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        // Every other round in reverse order, so no side always runs first (or last) on a busy machine.
        for (const [side, url] of round % 2 ? [...sides].reverse() : sides) {
          const figure = await wrk(url, headers);
          if (figure.problems && side !== 'floor')
            throw new Error(`${target.path} (${side}): ${figure.problems}`);
          if (figure.rps > best[side].rps) best[side] = figure;
          lowest[side] = Math.min(lowest[side], figure.rps);
        }
      }
    } finally {
      bare.close();
    }
    rows.push({
      name: target.name,
      path: target.path,
      status: sample.status,
      bytes: sample.body.length,
      ...best,
      lowest,
    });
    process.stdout.write(
      `  wrk ${target.name}: ${Math.round(best.defaults.rps)} req/s (log off ${Math.round(best.logOff.rps)}), bare ${Math.round(best.floor.rps)} (${ratio(best.defaults, best.floor)}, log off ${ratio(best.logOff, best.floor)})\n`,
    );
  }
  return rows;
}

const NONE: Figure = { rps: 0, p50: 0, p99: 0 };
const ratio = (ours: Figure, floor: Figure) => (ours.rps / floor.rps).toFixed(2);

/** Answers whose default-settings figure is under the target, as lines for the report. */
export function throughputMisses(rows: ThroughputRow[]): string[] {
  return rows
    .filter((r) => r.defaults.rps / r.floor.rps < THROUGHPUT_TARGET)
    .map((r) => `${r.name}: ${ratio(r.defaults, r.floor)} of bare with the default settings`);
}

export function throughputTable(rows: ThroughputRow[]): string {
  const head =
    `| answer (wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s, best of ${ROUNDS}; the lowest round in brackets) | bytes sent | default settings req/s | p50 / p99 ms | log off (LOG_LEVEL=warn) req/s | bare node:http req/s | bare p50 / p99 ms | ratio, default settings | ratio, log off |\n` +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
  const rps = (r: ThroughputRow, side: Side) => `${Math.round(r[side].rps)} (${Math.round(r.lowest[side])})`;
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${rps(r, 'defaults')} | ${ms(r.defaults.p50)} / ${ms(r.defaults.p99)} | ${rps(r, 'logOff')} | ${rps(r, 'floor')} | ${ms(r.floor.p50)} / ${ms(r.floor.p99)} | ${ratio(r.defaults, r.floor)} | ${ratio(r.logOff, r.floor)} |`,
  );
  return [head, ...lines].join('\n');
}
