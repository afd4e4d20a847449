import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Turns between tests that change this machine's network and tests whose browser must not see it
 * change. podman gives each running container a virtual interface of its own, made at start and
 * removed at stop; Chromium hears of each and fails the requests in flight with
 * `net::ERR_NETWORK_CHANGED`, which the Lighthouse gate then reads as console errors on the page
 * it was auditing (seen once, in a fresh-clone run of 2026-11-29). Both test files run in one
 * vitest project, in parallel workers: whoever holds the turn goes first, the other waits.
 *
 * The turn is a directory (mkdir is atomic); one left by a test process that died is taken over
 * once it is older than `staleMs`. A process waiting says so with a file of its own, and a process
 * that had the turn lets a waiting one go first before it takes the turn again: the Lighthouse gate
 * takes a turn per page, and would otherwise take every turn before the container test's next poll.
 */
const DIR = tmpdir();
const TURN = join(DIR, 'lumen-network-turn');
const WAITING = 'lumen-network-turn.waiting.';
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ageOf = (path: string) =>
  stat(path).then(
    (s) => Date.now() - s.mtimeMs,
    () => Number.POSITIVE_INFINITY,
  );

/** Whether a live process other than this one is waiting for the turn. */
async function othersWaiting(staleMs: number): Promise<boolean> {
  const own = `${WAITING}${process.pid}`;
  for (const name of await readdir(DIR)) {
    if (!name.startsWith(WAITING) || name === own) continue;
    if ((await ageOf(join(DIR, name))) < staleMs) return true;
    await rm(join(DIR, name), { force: true });
  }
  return false;
}

export async function inNetworkTurn<T>(
  work: () => Promise<T>,
  options: { waitMs?: number; staleMs?: number } = {},
): Promise<T> {
  const { waitMs = 10 * 60_000, staleMs = 10 * 60_000 } = options;
  const deadline = Date.now() + waitMs;
  const waitingFile = join(DIR, `${WAITING}${process.pid}`);
  let waiting = false;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`waited ${waitMs} ms for the network turn (${TURN})`);
      // Someone else asked first: let them take it.
      if (!waiting && (await othersWaiting(staleMs))) {
        await sleep(POLL_MS);
        continue;
      }
      try {
        await mkdir(TURN);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        if ((await ageOf(TURN)) > staleMs) await rm(TURN, { recursive: true, force: true });
        if (!waiting) {
          await writeFile(waitingFile, '');
          waiting = true;
        }
        await sleep(POLL_MS);
      }
    }
  } finally {
    if (waiting) await rm(waitingFile, { force: true });
  }
  try {
    return await work();
  } finally {
    await rm(TURN, { recursive: true, force: true });
  }
}
