import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { RESTORE_MARKER } from '../infra/data-dir-lock.ts';
import type { DocumentStore } from './document-store.ts';
import { NedbStore } from './nedb-store.ts';
import type { TornTailRepair } from './torn-tail.ts';

/**
 * The engine the configuration chooses: PostgreSQL when DATABASE_URL is set, else the embedded
 * nedb files in DATA_DIR. The PostgreSQL engine is loaded only when asked for.
 */
export async function openStore(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'> & Partial<Pick<Config, 'DATABASE_POOL_SIZE'>>,
  log: {
    /** The embedded engine moved a torn last line aside (a write cut off by a crash). */
    onRepair?: (repair: TornTailRepair) => void;
    /** PostgreSQL dropped an idle connection (a restart); the pool makes a new one. */
    onIdleError?: (err: Error) => void;
  } = {},
): Promise<DocumentStore> {
  if (!config.DATABASE_URL) {
    if (existsSync(join(config.dataDir, RESTORE_MARKER))) {
      throw new Error(
        `a restore into DATA_DIR was interrupted, so ${config.dataDir} may hold only part of the backup: run \`npm run restore -- <backup dir> --force\` again before starting`,
      );
    }
    return new NedbStore(config.dataDir, log.onRepair);
  }
  const { PgStore } = await import('./postgres/pg-store.ts');
  const { isUnreachable } = await import('./postgres/pg-errors.ts');
  const options = { onIdleError: log.onIdleError, poolSize: config.DATABASE_POOL_SIZE };
  return PgStore.open(config.DATABASE_URL, options).catch((err: unknown) => {
    const problem = databaseUrlProblem(err, isUnreachable(err));
    throw problem ? new Error(problem, { cause: err }) : err;
  });
}

/**
 * Why DATABASE_URL cannot be used, naming it for the operator (never its value: the message of a
 * pg error holds no password); undefined for anything else (a migration's own error names itself).
 */
function databaseUrlProblem(err: unknown, unreachable: boolean): string | undefined {
  const message = err instanceof Error ? err.message : String(err);
  if (unreachable)
    return `DATABASE_URL: PostgreSQL did not answer within 30 s (is it running, at that host and port?): ${message}`;
  // SQLSTATE 28xxx: user or password refused; 3D000: no such database.
  const code = String((err as { code?: unknown }).code ?? '');
  if (code.startsWith('28') || code === '3D000')
    return `DATABASE_URL: PostgreSQL refused the connection: ${message}`;
  return undefined;
}
