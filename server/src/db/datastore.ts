import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from 'nedb-promises';

export type Collection<T extends { _id?: string }> = Datastore<T>;

/**
 * Opens (and loads) one nedb file under DATA_DIR. nedb keeps the whole collection in memory and
 * appends each change to the file; compaction rewrites it atomically.
 */
export async function openCollection<T extends { _id?: string }>(
  dataDir: string,
  name: string,
): Promise<Collection<T>> {
  await mkdir(dataDir, { recursive: true });
  const store = Datastore.create({ filename: join(dataDir, `${name}.db`), autoload: false }) as Collection<T>;
  await store.load();
  return store;
}

/**
 * nedb appends without fsync. Collections whose writes must survive a power cut call this after
 * each write and before acknowledging it.
 */
export async function syncToDisk(store: Collection<{ _id?: string }>): Promise<void> {
  const filename = (store as unknown as { __original: { filename: string } }).__original.filename;
  const handle = await open(filename, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export async function compact(store: Collection<{ _id?: string }>): Promise<void> {
  await (
    store as unknown as { __original: { compactDatafileAsync(): Promise<void> } }
  ).__original.compactDatafileAsync();
}
