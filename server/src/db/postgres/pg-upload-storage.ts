import type { Pool } from 'pg';
import type { StoredUploadFile, UploadStorage } from '../upload-storage.ts';
import { inTransaction } from './pg-collection.ts';
import { guarded } from './pg-errors.ts';

/**
 * Uploads in the `uploads` table (bytea): every instance serves every picture, and pg_dump backs
 * them up with everything else. A set is stored in one transaction, so all its files appear at once.
 */
export class PgUploadStorage implements UploadStorage {
  private readonly pool: Pool;
  constructor(pool: Pool) {
    this.pool = pool;
  }

  async read(name: string): Promise<Buffer | null> {
    const { rows } = await guarded(() =>
      this.pool.query<{ data: Buffer }>('SELECT data FROM uploads WHERE name = $1', [name]),
    );
    return rows[0]?.data ?? null;
  }

  async has(name: string): Promise<boolean> {
    const { rowCount } = await guarded(() =>
      this.pool.query('SELECT 1 FROM uploads WHERE name = $1', [name]),
    );
    return (rowCount ?? 0) > 0;
  }

  async putAll(files: [name: string, data: Buffer][]): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // The same bytes always make the same names and contents: a name already there is kept.
      for (const [name, data] of files) {
        await client.query('INSERT INTO uploads (name, data) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
          name,
          data,
        ]);
      }
    });
  }

  async list(): Promise<string[]> {
    const { rows } = await guarded(() =>
      this.pool.query<{ name: string }>('SELECT name FROM uploads ORDER BY name COLLATE "C"'),
    );
    return rows.map((r) => r.name);
  }

  async stat(): Promise<StoredUploadFile[]> {
    const { rows } = await guarded(() =>
      this.pool.query<{ name: string; size: number; stored_at: Date }>(
        'SELECT name, octet_length(data) AS size, created_at AS stored_at FROM uploads ORDER BY name COLLATE "C"',
      ),
    );
    return rows.map((r) => ({ name: r.name, size: Number(r.size), storedAt: r.stored_at.toISOString() }));
  }

  async remove(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await guarded(() => this.pool.query('DELETE FROM uploads WHERE name = ANY($1::text[])', [names]));
  }
}
