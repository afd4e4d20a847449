import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any fixed 64-bit number: every instance of this app takes the same advisory lock. */
const MIGRATION_LOCK = 7_316_445_019_273n;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The versioned migrations shipped with this build, in order. */
export async function shippedMigrations(): Promise<Migration[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((n) => MIGRATION_FILE.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: Number(MIGRATION_FILE.exec(name)![1]),
      name,
      sql: await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet applied, each in its own transaction, under a session-level
 * advisory lock: instances starting at once wait for each other, and the later ones find nothing
 * left to do. Returns the versions this call applied. A database newer than this build (a version
 * it does not know) stops the start rather than running old code on a new schema.
 */
export async function migrate(pool: Pool, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await shippedMigrations());
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const known = new Set(all.map((m) => m.version));
    const unknown = [...done].filter((v) => !known.has(v));
    if (unknown.length) {
      throw new Error(
        `The database has migration ${Math.max(...unknown)}, newer than this build knows: run the newer build`,
      );
    }
    const applied: number[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(migration.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]).catch(() => undefined);
    client.release();
  }
}
