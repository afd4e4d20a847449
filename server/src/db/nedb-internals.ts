import { open, stat, truncate } from 'node:fs/promises';
import type Datastore from 'nedb-promises';

/**
 * The ONLY place that reaches into nedb's private parts (`__original`, the wrapped
 * @seald-io/nedb Datastore, and its `persistence`). nedb-promises exposes no fsync, no
 * awaitable compaction and no hook on a failed append; we need all three for durability.
 * nedb-internals.test.ts fails loudly when an upgrade changes any of these internals.
 */

interface NedbPersistence {
  filename: string;
  persistNewStateAsync(docs: unknown[]): Promise<void>;
}

interface NedbOriginal {
  filename: string;
  persistence: NedbPersistence;
  compactDatafileAsync(): Promise<void>;
}

/** The wrapped @seald-io/nedb Datastore, checked to have what this module uses. */
export function nedbOriginal(store: Datastore<object>): NedbOriginal {
  // Not in nedb-promises' types: read it untyped, then check every part of it below.
  const original: NedbOriginal | undefined = Reflect.get(store, '__original');
  if (
    !original ||
    typeof original.filename !== 'string' ||
    typeof original.compactDatafileAsync !== 'function' ||
    typeof original.persistence?.persistNewStateAsync !== 'function'
  ) {
    throw new Error(
      'nedb internals changed: __original.{filename, persistence, compactDatafileAsync} missing',
    );
  }
  return original;
}

/**
 * A failed append (disk full) can leave half a line at the end of the file; the next append would
 * then be glued to it and both lines dropped as corrupt at the next load, losing an acknowledged
 * write. So a failed append is cut off again: the file goes back to its size before the write.
 * (nedb runs appends one at a time per file, so nothing else writes in between.)
 */
export function undoPartialAppends(store: Datastore<object>): void {
  const { persistence, filename } = nedbOriginal(store);
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

/** nedb appends without fsync: flushes the collection's file before a write is acknowledged. */
export async function syncToDisk(store: Datastore<object>): Promise<void> {
  const handle = await open(nedbOriginal(store).filename, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Rewrites the file with one line per live document (atomically: nedb writes a temp file and renames). */
export async function compactFile(store: Datastore<object>): Promise<void> {
  await nedbOriginal(store).compactDatafileAsync();
}
