import { mkdir, open, stat, truncate } from 'node:fs/promises';
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
  const filename = join(dataDir, `${name}.db`);
  const store = Datastore.create({ filename, autoload: false }) as Collection<T>;
  undoPartialAppends(store, filename);
  await store.load();
  return store;
}

interface NedbPersistence {
  persistNewStateAsync(docs: unknown[]): Promise<void>;
}

/**
 * A failed append (disk full) can leave half a line at the end of the file; the next append would
 * then be glued to it and both lines dropped as corrupt at the next load, losing an acknowledged
 * write. So a failed append is cut off again: the file goes back to its size before the write.
 * (nedb runs appends one at a time per file, so nothing else writes in between.)
 */
function undoPartialAppends(store: Collection<{ _id?: string }>, filename: string): void {
  const persistence = (store as unknown as { __original: { persistence: NedbPersistence } }).__original
    .persistence;
  const append = persistence.persistNewStateAsync.bind(persistence);
  persistence.persistNewStateAsync = async (docs) => {
    const before = await stat(filename).then(
      (info) => info.size,
      () => null,
    );
    try {
      await append(docs);
    } catch (err) {
      if (before !== null) await truncate(filename, before).catch(() => undefined);
      throw err;
    }
  };
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
