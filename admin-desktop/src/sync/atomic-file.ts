import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { removeFileDurably, writeFileAtomic } from '#shared/node/durable-file.ts';

/**
 * The desktop's queue, session, cache and connection settings are written with the project's one
 * durable-write module (temp file, flush, rename, folder flush): a crash leaves the old or the new
 * content, never a mix.
 */
export { removeFileDurably, writeFileAtomic };

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
