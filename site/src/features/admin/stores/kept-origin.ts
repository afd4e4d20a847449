import type { AdminPlatform } from '../platform/platform.ts';

/**
 * Which of the host's kept changes an editor's draft came from ("Open in the editor" on a change
 * the site refused, docs/desktop.md, "Refused" changes). A save of that draft which succeeds (stored,
 * or taken by the host's queue) is reported to the host, whose copy is then no longer the only one.
 * It belongs to one opening of the editor: `opening()` is the editor's count of what it was opened
 * on, which moves on when it opens another entry or a new one, or closes (its draft dropped), so a
 * save made after that is not the kept change's. A refused save reports nothing.
 */
export function createKeptOrigin(platform: AdminPlatform, opening: () => number) {
  let from: { ref: string; at: number } | undefined;
  return {
    /** The editor now holds, unsaved, the host's entry `ref`. */
    opened(ref: string) {
      from = { ref, at: opening() };
    },
    /** A save pressed (or made by itself) on the editor's opening `at` succeeded. */
    saved(at: number) {
      if (from?.at !== at) return;
      platform.entriesToOpen?.report(from.ref, { status: 'saved' });
      from = undefined;
    },
  };
}

export type KeptOrigin = ReturnType<typeof createKeptOrigin>;
