import { open, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { syncDirectory, writeFlushed } from '#shared/node/durable-file.ts';

/**
 * A power cut during an append nedb had not yet acknowledged can leave half a line at the end of a
 * store file; nedb then refuses a small store as corrupt and the site stays down. At start this
 * moves such a partial last line aside, to `<name>.db.torn-<time>` beside the store (flushed, so
 * nothing is lost that was on disk), cuts it from the store and reports it. A damaged line
 * anywhere else is not something a crash does: start-up stops with a message saying what to do.
 */

export interface TornTailRepair {
  file: string;
  /** Where the partial line was kept. */
  movedTo: string;
  bytes: number;
}

class DamagedStoreError extends Error {}

const isJson = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

/** Repairs a torn last line of `file` (returns what it did), or throws DamagedStoreError. */
export async function repairTornTail(file: string, now = new Date()): Promise<TornTailRepair | null> {
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (!text) return null;
  const lines = text.split('\n');
  const last = lines.pop()!; // '' when the file ends with a newline, as every complete append does
  lines.forEach((line, index) => {
    if (line !== '' && !isJson(line)) {
      throw new DamagedStoreError(
        `${file} line ${index + 1} is damaged (not a torn last line, so not from a crash during a write). ` +
          'The server will not start on it. Restore DATA_DIR from a backup (npm run restore -- <backup dir>), ' +
          'or move the file aside to start without that collection; docs/operations.md, "A torn last line, and a damaged datastore file".',
      );
    }
  });
  if (last === '' || isJson(last)) return null;
  const movedTo = join(dirname(file), `${basename(file)}.torn-${now.toISOString().replace(/[:.]/g, '-')}`);
  await writeFlushed(movedTo, last);
  const keep = Buffer.byteLength(text) - Buffer.byteLength(last);
  const store = await open(file, 'r+');
  try {
    await store.truncate(keep);
    await store.sync();
  } finally {
    await store.close();
  }
  await syncDirectory(dirname(file));
  return { file, movedTo, bytes: Buffer.byteLength(last) };
}
