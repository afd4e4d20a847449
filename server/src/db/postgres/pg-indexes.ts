import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { CollectionSpec } from '../document-store.ts';
import { inTransaction } from './pg-collection.ts';
import { fieldExpr } from './pg-sql.ts';

/** Taken by whoever creates indexes, so instances starting at once do not race on the catalog. */
const INDEX_LOCK = 7_316_445_019_274n;

/** A readable, unique, at most 63-character index name for one collection's field. */
function indexName(collection: string, field: string): string {
  const hash = createHash('sha256').update(`${collection}\0${field}`).digest('hex').slice(0, 8);
  return `doc_${`${collection}_${field}`
    .replace(/[^a-z0-9_]/gi, '_')
    .slice(0, 48)
    .toLowerCase()}_${hash}`;
}

/**
 * Creates the expression indexes a repository declares for its collection (partial: only its
 * rows), unique ones enforcing what nedb's unique indexes enforce. Idempotent; the tables
 * themselves come from the versioned migrations.
 */
export async function ensureIndexes(pool: Pool, spec: CollectionSpec): Promise<void> {
  const indexes = spec.indexes ?? [];
  if (indexes.length === 0) return;
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [INDEX_LOCK.toString()]);
    for (const index of indexes) {
      // The collection name passed SAFE_NAME (letters, digits, dashes), so it is a safe literal.
      await client.query(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${indexName(spec.name, index.field)}
         ON documents (${fieldExpr(index.field)}) WHERE collection = '${spec.name}'`,
      );
    }
  });
}
