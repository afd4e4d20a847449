import { ApiError } from '#shared/api/api-error.ts';
import type { Conflict } from './queue-ops.ts';

const STALE_EDIT =
  'This item was changed elsewhere before your earlier change could be sent (see Offline changes). ' +
  'Reload it to see the version on the site before saving again.';

/** The version a queued create or update answered the owner with, as if the server had applied it. */
function versionShownFor(op: Conflict['op']): number | undefined {
  if (op.kind === 'create') return 1;
  if (op.kind === 'update') return op.item.version + 1;
  return undefined;
}

/**
 * When the owner was last shown each list. A change queued offline answers the owner with the
 * version it would make (base + 1); if it became a conflict, an edit made elsewhere may hold that
 * very number on the server. An editor still open on the queued change then names a version the
 * server accepts, and would overwrite an edit the owner never saw. So until the owner has read the
 * list again since the conflict, a write naming that version is refused as changed elsewhere.
 * Kept in memory: after a restart every editor starts from a fresh read.
 */
export class ShownLists {
  private readonly readAt = new Map<string, number>();

  /** Starts a read of `collections`; the function it answers marks them shown as of that start. */
  reading(collections: readonly string[]): <T>(data: T) => T {
    const at = Date.now();
    return (data) => {
      for (const key of collections) this.readAt.set(key, Math.max(at, this.readAt.get(key) ?? 0));
      return data;
    };
  }

  /** Throws 409 when `version` is the one a conflicting change of the item showed, unseen since. */
  check(conflicts: readonly Conflict[], key: string, id: string, version: unknown): void {
    if (typeof version !== 'number') return;
    const since = this.readAt.get(key) ?? 0;
    const stale = conflicts.some((c) => {
      const op = c.op;
      if ((op.kind !== 'create' && op.kind !== 'update') || op.key !== key || op.item.id !== id) return false;
      return versionShownFor(op) === version && c.server?.version === version && Date.parse(c.at) >= since;
    });
    if (stale) throw new ApiError(409, STALE_EDIT);
  }
}
