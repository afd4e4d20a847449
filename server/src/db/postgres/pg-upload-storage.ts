import type { Pool } from 'pg';
import type { UploadStorage } from '../upload-storage.ts';
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
}
