import { execFile, execFileSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface ThroughputRow {
  name: string;
  path: string;
  status: number;
  bytes: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  floorRequestsPerSec: number;
  floorP50Ms: number;
  floorP99Ms: number;
}

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
 * server sent for this target: the floor this machine allows for that answer.
 */
async function bareServer(status: number, sent: IncomingHttpHeaders, body: Buffer): Promise<Server> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      continue;
    headers[name] = value;
  }
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return server;
}

const MS = { us: 0.001, ms: 1, s: 1000 } as const;
const duration = (text: string | undefined) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return m ? Number(m[1]) * MS[m[2] as keyof typeof MS] : Number.NaN;
};

/** One wrk run (2 threads, 32 connections, BENCH_SECONDS): req/s, p50 and p99 in ms, problems seen. */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  load = { threads: THREADS, connections: CONNECTIONS },
) {
  const args = ['-t', String(load.threads), '-c', String(load.connections), '-d', `${SECONDS}s`, '--latency'];
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
 * Each target against our server and against a bare node:http server sending the same answer,
 * with wrk, alternating `ROUNDS` times; the best round of each side counts (other work on a
 * shared machine only ever lowers a figure).
 */
export async function throughputBench(baseUrl: string, targets: Target[]): Promise<ThroughputRow[]> {
  ensureWrk();
  const rows: ThroughputRow[] = [];
  for (const target of targets) {
    const headers = { 'accept-encoding': BROWSER_ENCODING, ...target.headers };
    // The first request makes the answer (cache miss); what is measured is the answer after it.
    await rawGet(`${baseUrl}${target.path}`, headers);
    const sample = await rawGet(`${baseUrl}${target.path}`, headers);
    if (sample.status !== 200) throw new Error(`${target.path}: status ${sample.status}`);
    const bare = await bareServer(sample.status, sample.headers, sample.body);
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}${target.path}`;
    let ours = { rps: 0, p50: 0, p99: 0, problems: '' };
    let floor = { rps: 0, p50: 0, p99: 0, problems: '' };
    for (let round = 0; round < ROUNDS; round++) {
      const a = await wrk(`${baseUrl}${target.path}`, headers);
      const b = await wrk(bareUrl, headers);
      if (a.problems) throw new Error(`${target.path}: ${a.problems}`);
      if (a.rps > ours.rps) ours = a;
      if (b.rps > floor.rps) floor = b;
    }
    bare.close();
    rows.push({
      name: target.name,
      path: target.path,
      status: sample.status,
      bytes: sample.body.length,
      requestsPerSec: ours.rps,
      p50Ms: ours.p50,
      p99Ms: ours.p99,
      floorRequestsPerSec: floor.rps,
      floorP50Ms: floor.p50,
      floorP99Ms: floor.p99,
    });
    process.stdout.write(
      `  wrk ${target.name}: ${Math.round(ours.rps)} req/s, bare ${Math.round(floor.rps)} (${(ours.rps / floor.rps).toFixed(2)})\n`,
    );
  }
  return rows;
}

export function throughputTable(rows: ThroughputRow[]): string {
  const head =
    `| answer (wrk, ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s, best of ${ROUNDS}) | bytes sent | req/s | p50 / p99 ms | bare node:http req/s | bare p50 / p99 ms | ratio |\n` +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |';
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${Math.round(r.requestsPerSec)} | ${ms(r.p50Ms)} / ${ms(r.p99Ms)} | ${Math.round(r.floorRequestsPerSec)} | ${ms(r.floorP50Ms)} / ${ms(r.floorP99Ms)} | ${(r.requestsPerSec / r.floorRequestsPerSec).toFixed(2)} |`,
  );
  return [head, ...lines].join('\n');
}
