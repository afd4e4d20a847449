import type { Config } from '../config.ts';
import type { DocumentStore } from './document-store.ts';
import { NedbStore } from './nedb-store.ts';
import type { TornTailRepair } from './torn-tail.ts';

/**
 * The engine the configuration chooses: PostgreSQL when DATABASE_URL is set, else the embedded
 * nedb files in DATA_DIR. The PostgreSQL engine is loaded only when asked for.
 */
export async function openStore(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  log: {
    /** The embedded engine moved a torn last line aside (a write cut off by a crash). */
    onRepair?: (repair: TornTailRepair) => void;
    /** PostgreSQL dropped an idle connection (a restart); the pool makes a new one. */
    onIdleError?: (err: Error) => void;
  } = {},
): Promise<DocumentStore> {
  if (!config.DATABASE_URL) return new NedbStore(config.dataDir, log.onRepair);
  const { PgStore } = await import('./postgres/pg-store.ts');
  return PgStore.open(config.DATABASE_URL, { onIdleError: log.onIdleError });
}
