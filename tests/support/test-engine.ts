import { inject } from 'vitest';
import type { DocumentStore } from '../../server/src/db/document-store.ts';
import { openStore } from '../../server/src/db/open-store.ts';
import { createDatabaseAt, startPostgres, type TestPostgres } from './postgres.ts';

/**
 * Which storage engine the API and fault tests run on: the embedded nedb files (default), or
 * PostgreSQL with TEST_ENGINE=postgres (the `postgres` vitest project sets it: docs/storage.md).
 * With PostgreSQL each DATA_DIR gets its own database, so reopening a DATA_DIR reopens the same
 * data. The databases live in the cluster the project's globalSetup started for the whole run
 * (tests/support/postgres-global-setup.ts) and go with it; run outside that project
 * (`TEST_ENGINE=postgres npx vitest run <file>`), a file starts a cluster of its own. What a file
 * opened ends after it (stopTestEngine, hooked per file by tests/support/per-file-setup.ts, so it
 * holds with `isolate: false` too).
 */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'nedb';

let ownServer: Promise<TestPostgres> | undefined;
const databases = new Map<string, Promise<string>>();
const stores: DocumentStore[] = [];

function adminUrl(): Promise<string> {
  const shared = inject('postgresAdminUrl');
  if (shared) return Promise.resolve(shared);
  ownServer ??= startPostgres();
  return ownServer.then((s) => s.url());
}

/**
 * Closes the stores this test file opened and stops the PostgreSQL server it started, if any. The
 * shared cluster's databases are left for its globalSetup to remove with the cluster: DROP
 * DATABASE forces a checkpoint each time, which took over a minute for a file of many apps on a
 * loaded machine.
 */
export async function stopTestEngine(): Promise<void> {
  for (const store of stores.splice(0)) await store.close();
  await Promise.allSettled(databases.values());
  databases.clear();
  const started = ownServer;
  ownServer = undefined;
  await (await started)?.close();
}

/**
 * Connections a test server keeps at most on PostgreSQL. Opening one cost about 25 ms of the
 * cluster's time on these 2-core machines (a backend forked), and an app start runs its opening
 * reads side by side, so with the default of ten every start opened ten (about 300 ms of a
 * 400 ms start); four keep a start at about 200 ms. The default is what the slow PostgreSQL tests
 * (pg-store, two instances) and every deployment run.
 */
const TEST_POOL_SIZE = '4';

/** The environment that points a server with this DATA_DIR at its engine. */
export async function engineEnv(dataDir: string): Promise<Record<string, string>> {
  if (TEST_ENGINE === 'nedb') return {};
  let url = databases.get(dataDir);
  if (!url) {
    url = adminUrl().then(createDatabaseAt);
    databases.set(dataDir, url);
  }
  return { DATABASE_URL: await url, DATABASE_POOL_SIZE: TEST_POOL_SIZE };
}

/**
 * The store a server with this DATA_DIR would open, for tests that drive services without HTTP or
 * read what a stopped server left. PostgreSQL stores are closed after the file.
 */
export async function openTestStore(dataDir: string): Promise<DocumentStore> {
  const store = await openStore({ dataDir, DATABASE_URL: (await engineEnv(dataDir)).DATABASE_URL });
  if (TEST_ENGINE === 'postgres') stores.push(store);
  return store;
}
