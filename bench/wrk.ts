/** wrk, the load generator every server bench drives: found or installed, run, its output read. */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Seconds per wrk run unless a caller says otherwise (BENCH_SECONDS shortens it while iterating). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 32;
export const THREADS = 2;
/** What Chromium sends: our server answers Brotli where it has it, as for a visitor. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** wrk from Debian: installed when absent and we are root with apt-get, otherwise say how. */
export function ensureWrk(): string {
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
 * One wrk run (2 threads, 32 connections, BENCH_SECONDS unless `load.seconds`): req/s, p50 and p99 in ms, problems seen.
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
    /** This run's length, when not BENCH_SECONDS. */
    seconds?: number;
  } = {
    threads: THREADS,
    connections: CONNECTIONS,
  },
) {
  const args = [
    '-t',
    String(load.threads),
    '-c',
    String(load.connections),
    '-d',
    `${load.seconds ?? SECONDS}s`,
    '--latency',
  ];
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
