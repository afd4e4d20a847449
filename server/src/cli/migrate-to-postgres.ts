import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { copyToPostgres } from '../db/copy-to-postgres.ts';
import { NedbStore } from '../db/nedb-store.ts';
import { PgStore } from '../db/postgres/pg-store.ts';
import { dataDirFailure } from '../infra/data-dir-failure.ts';
import { acquireDataDirLock } from '../infra/data-dir-lock.ts';
import { assertNode24 } from '../runtime-check.ts';

const USAGE = `Usage: DATABASE_URL=postgres://... npm run migrate-to-postgres -- --from <DATA_DIR>

Copies the embedded datastore in <DATA_DIR> (every collection, the secrets, the uploads) into the
PostgreSQL database at DATABASE_URL. Stop the server on <DATA_DIR> first. Only what is missing is
copied: running it again changes nothing.`;

function fail(message: string, code = 1): never {
  console.error(`migrate-to-postgres: ${message}`);
  process.exit(code);
}

assertNode24();
let args: { from?: string | undefined };
try {
  args = parseArgs({ options: { from: { type: 'string' } }, strict: true }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
if (!args.from) fail(USAGE, 2);
let url: string | undefined;
try {
  url = loadConfig(process.env, 'tool').DATABASE_URL;
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
if (!url) fail(`DATABASE_URL is not set.\n${USAGE}`, 2);

const dataDir = resolve(args.from);
// Holding the embedded store's lock: no server writes it while it is copied.
const lock = await acquireDataDirLock(dataDir).catch((err: Error) =>
  fail(dataDirFailure(err, dataDir, 'migrate-to-postgres')),
);
try {
  const target = await PgStore.open(url, { startWaitMs: 5000 });
  try {
    const report = await copyToPostgres(new NedbStore(dataDir), target);
    for (const [name, c] of Object.entries(report.collections)) {
      console.log(`${name}: ${c.copied} copied, ${c.present} already there`);
    }
    console.log(`secrets: ${report.secrets.copied} copied, ${report.secrets.present} already there`);
    console.log(`uploads: ${report.uploads.copied} copied, ${report.uploads.present} already there`);
  } finally {
    await target.close();
  }
} catch (err) {
  fail((err as Error).message);
} finally {
  await lock.release();
}
