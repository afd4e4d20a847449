import { randomBytes } from 'node:crypto';
import { link, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { writeFlushed } from '#shared/node/durable-file.ts';
import { makeFolder } from './make-folder.ts';

/**
 * nedb allows one writing process per file. Whoever opens the datastores (the server, or the
 * `owner` CLI when no server runs) first takes DATA_DIR/server.lock, which holds its pid.
 */
export const LOCK_FILE = 'server.lock';
export const ADMIN_SOCKET = 'admin.sock';
/** Uploads being received (whichever engine keeps the finished ones); emptied at every start. */
export const INCOMING_DIR = 'incoming';
/**
 * Written by `npm run restore` before its first file and removed after its last: while it exists,
 * DATA_DIR may be half restored (the restore was killed), and nothing opens the stores on it.
 */
export const RESTORE_MARKER = '.restore-in-progress';

export class DataDirBusyError extends Error {
  readonly pid: number | undefined;
  /** A running server answers on the admin socket: it holds the lock for good. */
  readonly serverRuns: boolean;
  constructor(dataDir: string, pid: number | undefined, serverRuns = false) {
    super(`${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}`);
    this.pid = pid;
    this.serverRuns = serverRuns;
  }
}

interface LockWait {
  /**
   * How long to keep trying while the holder is not a running server (the owner CLI holds the lock
   * for a moment while it writes, a stopping server until it has closed its stores).
   */
  waitMs: number;
  retryEveryMs?: number;
  /** Called once, when the first attempt finds the lock held and waiting starts. */
  onWait?: (busy: DataDirBusyError) => void;
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Locks taken by this process, so a second open of the same directory here is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid written in the lock file, if it is readable and well formed. */
async function readLockPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, LOCK_FILE), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** True when a server answers on DATA_DIR/admin.sock (works across containers sharing the volume). */
export function adminSocketAnswers(dataDir: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(join(dataDir, ADMIN_SOCKET));
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    // A listener that neither accepts nor refuses is alive but busy: treat it as running.
    socket.setTimeout(timeoutMs, () => done(true));
  });
}

/**
 * The live pid holding the lock, or undefined when the lock is free or stale. A lock naming this
 * very pid but not held here is stale too: in a container the server is pid 1 after every restart.
 */
export async function lockHolder(dataDir: string): Promise<number | undefined> {
  const pid = await readLockPid(dataDir);
  if (heldHere.has(join(dataDir, LOCK_FILE))) return process.pid;
  if (pid !== undefined && pid !== process.pid && isAlive(pid)) return pid;
  return undefined;
}

/**
 * Takes DATA_DIR/server.lock or throws DataDirBusyError naming the holder. With `wait`, a lock held
 * by something other than a running server is tried again until `waitMs` has passed.
 */
export async function acquireDataDirLock(dataDir: string, wait?: LockWait): Promise<DataDirLock> {
  const deadline = Date.now() + (wait?.waitMs ?? 0);
  let waiting = false;
  for (;;) {
    try {
      return await takeLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirBusyError) || err.serverRuns || !wait || Date.now() >= deadline) throw err;
      if (!waiting) wait.onWait?.(err);
      waiting = true;
      const pause = Math.min(wait.retryEveryMs ?? 200, deadline - Date.now());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The lock is held: by a running server (it answers on its admin socket) or by someone else. */
async function busy(dataDir: string, holder: number | undefined): Promise<DataDirBusyError> {
  return new DataDirBusyError(dataDir, holder, await adminSocketAnswers(dataDir));
}

/** One attempt at taking the lock (a stale lock is cleared and taken). */
async function takeLock(dataDir: string): Promise<DataDirLock> {
  await makeFolder(dataDir, 0o700);
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = await lockHolder(dataDir);
    if (holder !== undefined) throw await busy(dataDir, holder);
    // A server in another pid namespace (another container on the same volume) still answers here.
    if (await adminSocketAnswers(dataDir)) {
      throw new DataDirBusyError(dataDir, await readLockPid(dataDir), true);
    }
    // Write the pid to a private file, then link it into place: the lock never exists half-written.
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFlushed(temp, `${process.pid}\n`);
    try {
      await link(temp, path);
      heldHere.add(path);
      return {
        async release() {
          heldHere.delete(path);
          if ((await readLockPid(dataDir)) === process.pid) await rm(path, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Stale lock (its process is gone): remove it and try again.
      if ((await lockHolder(dataDir)) === undefined) await rm(path, { force: true });
    } finally {
      await rm(temp, { force: true });
    }
  }
  throw await busy(dataDir, await readLockPid(dataDir));
}
