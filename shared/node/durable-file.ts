import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The one way this project writes a whole file so that a crash or power cut at any moment leaves
 * either the old content or the new, never a mix, and an acknowledged write stays written: write a
 * temporary file beside the target, flush it, rename (or link) it into place, flush the folder.
 * Node-only (server and the desktop's main process); the site never imports it (lint rule).
 * Files are private to the user (0600) unless a mode is given.
 */

interface DurableOptions {
  mode?: number;
}

/** A temporary name beside `path`; the trailing ~ marks a runtime file that backups skip. */
const tempBeside = (path: string) => `${path}.${process.pid}.${randomBytes(4).toString('hex')}~`;

/** Creates `path` (it must not exist), writes `data` and flushes it before resolving. */
export async function writeFlushed(
  path: string,
  data: string | Uint8Array,
  options: DurableOptions = {},
): Promise<void> {
  const handle = await open(path, 'wx', options.mode ?? 0o600);
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } catch (err) {
    await handle.close();
    await rm(path, { force: true });
    throw err;
  }
  await handle.close();
}

/** Flushes a folder, which makes a rename, link or unlink in it durable. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (err) {
    // Windows cannot open a folder; a rename is still atomic there.
    if (!['EISDIR', 'EPERM', 'EACCES'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await handle?.close();
  }
}

/** Replaces (or creates) `path` atomically and durably. */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: DurableOptions = {},
): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = tempBeside(path);
  await writeFlushed(temp, data, options);
  try {
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDirectory(dir);
}

/**
 * Creates `path` with `data` only if it does not exist yet (link, not rename: the first writer
 * wins and the file never exists half written). Resolves whether this call created it.
 */
export async function createFileOnce(
  path: string,
  data: string | Uint8Array,
  options: DurableOptions = {},
): Promise<boolean> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = tempBeside(path);
  await writeFlushed(temp, data, options);
  try {
    await link(temp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(temp, { force: true });
  }
  await syncDirectory(dir);
  return true;
}

/** Removes `path` (if present) and flushes its folder. */
export async function removeFileDurably(path: string): Promise<void> {
  await rm(path, { force: true });
  await syncDirectory(dirname(path));
}
