import type { Config } from '../config.ts';
import type { DocumentStore } from './document-store.ts';
import { NedbStore } from './nedb-store.ts';
import type { TornTailRepair } from './torn-tail.ts';

/**
 * The engine the configuration chooses: the embedded nedb files in DATA_DIR (the default) or,
 * when DATABASE_URL is set, PostgreSQL.
 */
export async function openStore(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  onRepair?: (repair: TornTailRepair) => void,
): Promise<DocumentStore> {
  if (!config.DATABASE_URL) return new NedbStore(config.dataDir, onRepair);
  throw new Error('DATABASE_URL is set but the PostgreSQL engine is not available in this build yet');
}
