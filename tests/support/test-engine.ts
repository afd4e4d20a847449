import { afterAll } from 'vitest';
import { startPostgres, type TestPostgres } from './postgres.ts';

/**
 * Which storage engine the API and fault tests run on: the embedded nedb files (default), or
 * PostgreSQL with TEST_ENGINE=postgres (`npm run test:postgres`). With PostgreSQL, each test file
 * gets its own real server (tests/support/postgres.ts), stopped after the file, and each DATA_DIR
 * its own database, so reopening a DATA_DIR reopens the same data.
 */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'nedb';

let server: Promise<TestPostgres> | undefined;
const databases = new Map<string, Promise<string>>();

if (TEST_ENGINE === 'postgres') {
  afterAll(async () => {
    const started = server;
    server = undefined;
    databases.clear();
    await (await started)?.close();
  });
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
