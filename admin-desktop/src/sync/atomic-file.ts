import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

/** Makes a rename (or an unlink) durable: the directory entry itself is flushed. */
async function syncDir(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot open a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

/**
 * Writes a whole file so that a crash at any moment leaves either the old or the new content,
 * never a mix: write a temporary file beside it, fsync it, rename it over the target, sync the
 * directory. Used for the queue, the session, the cache and the connection settings.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, path);
  await syncDir(dir);
}

export async function removeFileDurably(path: string): Promise<void> {
  await rm(path, { force: true });
  await syncDir(dirname(path));
}

/** The file's bytes, or undefined when it does not exist. */
export async function readFileIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A JSON file checked against its schema. A missing file is `undefined`; a file that does not
 * parse or match (hand-edited, from another version) is also `undefined`, so the app starts clean
 * rather than crashing, and `onInvalid` can keep a copy for diagnosis.
 */
export async function readJsonFile<T>(
  path: string,
  schema: z.ZodType<T>,
  onInvalid?: (raw: Buffer) => Promise<void>,
): Promise<T | undefined> {
  const raw = await readFileIfExists(path);
  if (!raw) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw.toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: same as not matching.
  }
  await onInvalid?.(raw);
  return undefined;
}

export const writeJsonFile = (path: string, value: unknown) =>
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
