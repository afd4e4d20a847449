import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test cluster's admin URL (database `postgres`), set by the `postgres` project. */
    postgresAdminUrl: string;
  }
}

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  port: number;
  /** A URL for database `name` (create it first with createDatabase). */
  url(name?: string): string;
  /** A fresh empty database; answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast mode: connections are cut, as in a restart). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/** Debian's PostgreSQL server binaries; installed with apt when absent and running as root. */
function ensureInstalled(): void {
  if (existsSync(join(BIN, 'initdb'))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`PostgreSQL is not installed (${BIN}/initdb): apt-get install postgresql, or set PG_BIN`);
  }
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(join(BIN, 'initdb')))
    throw new Error('apt-get install postgresql failed');
}

/**
 * One connection per admin URL for creating databases, kept for the process: a connection costs a
 * backend forked (about 25 ms on these 2-core machines) and test files create one database per app.
 */
const adminClients = new Map<string, Promise<pg.Client>>();

function adminClient(adminUrl: string): Promise<pg.Client> {
  let client = adminClients.get(adminUrl);
  if (!client) {
    const made = new pg.Client({ connectionString: adminUrl });
    // A cluster stopped under it (its file closing, a restart test): made again on the next use.
    made.on('error', () => adminClients.delete(adminUrl));
    made.on('end', () => adminClients.delete(adminUrl));
    client = made.connect().then(() => made);
    client.catch(() => adminClients.delete(adminUrl));
    adminClients.set(adminUrl, client);
  }
  return client;
}

/**
 * A fresh empty database on the server of `adminUrl` (a URL of its `postgres` database); answers
 * its URL. FILE_COPY copies the template's few megabytes as files (about 11 ms here) where the
 * default WAL_LOG writes them through the log (35-65 ms); its checkpoint costs little with fsync off.
 */
export async function createDatabaseAt(adminUrl: string): Promise<string> {
  // Random, not a counter: with a cluster shared by the whole run, test files in different
  // processes (or the same process, re-evaluated per file) create databases at once.
  const name = `test_${randomBytes(8).toString('hex')}`;
  const client = await adminClient(adminUrl);
  await client.query(`CREATE DATABASE ${name} STRATEGY FILE_COPY`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A real PostgreSQL for one test file: initdb in a temporary folder (as the `postgres` user when
 * the tests run as root, since the server refuses to run as root), listening on 127.0.0.1 on a
 * free port with its socket in that folder. Stop it with close().
 */
export async function startPostgres(settings: { durable?: boolean } = {}): Promise<TestPostgres> {
  ensureInstalled();
  const root = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'lumen-pg-'));
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  await mkdir(data);
  await mkdir(socketDir);
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chmod(dir, 0o755);
    for (const d of [data, socketDir]) await chown(d, Number(stdout.trim()), Number(gid.trim()));
  }
  const as = (cmd: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args]) : run(join(BIN, cmd), args);
  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // fsync off unless `durable` (benchmarks): a throwaway cluster the tests never crash (they restart it cleanly, or kill the
  // app, not the database), and CREATE DATABASE / checkpoints then cost no disk flushes.
  const options = [
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
    settings.durable ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const pgCtl = (args: string[]) =>
    as('pg_ctl', ['-D', data, '-l', join(socketDir, 'server.log'), '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl(['-o', options, 'start']);
  };
  const stop = async () => {
    await pgCtl(['-m', 'fast', 'stop']);
  };
  await start();
  const url = (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    url,
    createDatabase: () => createDatabaseAt(url()),
    stop,
    start,
    async close() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
