import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../tests/support/postgres.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { createBenchOwner } from './owner-session.ts';
import { BROWSER_ENCODING, wrk } from './wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PAGE = '/portfolio/photography';

interface EngineRow {
  engine: string;
  page: { rps: number; p50: number; p99: number };
  write: { rps: number; p50: number; p99: number; non2xx: number };
}

/** The same production server on each engine: the data-driven page with wrk, a write with autocannon. */
async function measure(engine: 'nedb' | 'postgres', env: Record<string, string>): Promise<EngineRow> {
  const dataDir = await mkdtemp(join(tmpdir(), `lumen-bench-${engine}-`));
  createBenchOwner(dataDir, env);
  const server = await startServerProcess({
    dataDir,
    env: { RATE_LIMIT: 'false', LOG_LEVEL: 'warn', ...env },
  });
  try {
    await fetch(`${server.url}${PAGE}`); // the first request renders it; what is measured comes after
    const page = await wrk(`${server.url}${PAGE}`, { 'accept-encoding': BROWSER_ENCODING });
    if (page.problems) throw new Error(`${engine} ${PAGE}: ${page.problems}`);
    // A newsletter signup with a new address each time: one insert, acknowledged once durable
    // (nedb: after the file's fsync; PostgreSQL: after the commit).
    const result = await autocannon({
      url: `${server.url}/api/newsletter`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader-[<id>]@bench.example', source: '/bench' }),
      idReplacement: true,
    });
    if (result.errors || result.timeouts) throw new Error(`${engine} signup: ${result.errors} errors`);
    return {
      engine,
      page: { rps: page.rps, p50: page.p50, p99: page.p99 },
      write: {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
      },
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL (Debian's 15, a throwaway cluster with fsync on, as a real one) against the embedded
 * nedb files, in one run: throughput and latency of the data-driven page and of a write.
 */
export async function enginesBench(): Promise<string> {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const nedb = await measure('nedb', {});
  const pg = await startPostgres({ durable: true });
  let postgres: EngineRow;
  try {
    postgres = await measure('postgres', { DATABASE_URL: await pg.createDatabase() });
  } finally {
    await pg.close();
  }
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
  const rows = [nedb, postgres].map(
    (r) =>
      `| ${r.engine} | ${Math.round(r.page.rps)} | ${ms(r.page.p50)} / ${ms(r.page.p99)} | ${Math.round(r.write.rps)} | ${ms(r.write.p50)} / ${ms(r.write.p99)} | ${r.write.non2xx} |`,
  );
  return [
    `| engine | GET ${PAGE} req/s (wrk) | p50 / p99 ms | POST /api/newsletter req/s (autocannon) | p50 / p99 ms | non-2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `${CONNECTIONS} connections, ${SECONDS} s each, one run per engine, same server build, rate limits off. The page is a data-driven one served from the page cache after its first render (the engine is read again only after a change); the write is a newsletter signup with a new address per request, answered after it is durable (nedb: fsync of its file; PostgreSQL: the commit, fsync on). PostgreSQL runs on the same 2 cores as the server and the load generator. Load average at the start (1, 5, 15 min): ${load} (in a whole \`npm run bench\`, the parts before this one count in it).`,
  ].join('\n');
}
