import type { Config } from '../config.ts';
import type { DocumentStore } from './document-store.ts';
import { NedbStore } from './nedb-store.ts';

/**
 * The engine the configuration chooses: PostgreSQL when DATABASE_URL is set, else the embedded
 * nedb files in DATA_DIR. The PostgreSQL engine is loaded only when asked for.
 */
export async function openStore(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  onIdleError?: (err: Error) => void,
): Promise<DocumentStore> {
  if (!config.DATABASE_URL) return new NedbStore(config.dataDir);
  const { PgStore } = await import('./postgres/pg-store.ts');
  return PgStore.open(config.DATABASE_URL, { onIdleError });
}
