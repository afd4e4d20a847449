import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgStore } from '../../server/src/db/postgres/pg-store.ts';
import type { TestApp } from './test-app.ts';
import { TEST_ENGINE } from './test-engine.ts';

/**
 * What the engine holds, read beside the app (not through its API), so a test can check what was
 * stored: the nedb file's text, or the collection's rows (id and JSON document, one per line).
 */
export async function storedText(
  app: Pick<TestApp, 'dataDir' | 'services'>,
  collection: string,
): Promise<string> {
  if (TEST_ENGINE === 'nedb') return readFile(join(app.dataDir, `${collection}.db`), 'utf8');
  const { rows } = await (app.services.store as PgStore).pool.query<{ line: string }>(
    `SELECT jsonb_build_object('_id', id) || doc AS line FROM documents WHERE collection = $1`,
    [collection],
  );
  return rows.map((r) => JSON.stringify(r.line)).join('\n');
}

/** Every stored upload file name (nedb: the folder as it is, temporary files included). */
export async function storedUploadNames(app: Pick<TestApp, 'dataDir' | 'services'>): Promise<string[]> {
  if (TEST_ENGINE === 'nedb') return readdir(join(app.dataDir, 'uploads'));
  return (await app.services.store.uploads()).list();
}
