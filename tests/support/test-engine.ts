import { startPostgres, type TestPostgres } from './postgres.ts';

/**
 * Which storage engine the API and fault tests run on: the embedded nedb files (default), or
 * PostgreSQL with TEST_ENGINE=postgres (`npm run test:postgres`). With PostgreSQL, each test file
 * gets its own real server (tests/support/postgres.ts), stopped after the file (stopTestEngine, hooked
 * per file by tests/support/per-file-setup.ts, so it holds with `isolate: false` too), and each
 * DATA_DIR its own database, so reopening a DATA_DIR reopens the same data.
 */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'nedb';

let server: Promise<TestPostgres> | undefined;
const databases = new Map<string, Promise<string>>();

/** Stops the PostgreSQL server this test file started, if any. */
export async function stopTestEngine(): Promise<void> {
  const started = server;
  server = undefined;
  databases.clear();
  await (await started)?.close();
}

/** The environment that points a server with this DATA_DIR at its engine. */
export async function engineEnv(dataDir: string): Promise<Record<string, string>> {
  if (TEST_ENGINE === 'nedb') return {};
  server ??= startPostgres();
  let url = databases.get(dataDir);
  if (!url) {
    url = server.then((s) => s.createDatabase());
    databases.set(dataDir, url);
  }
  return { DATABASE_URL: await url };
}
