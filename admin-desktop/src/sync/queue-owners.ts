import type { QueuedOp, QueueFile } from './queue-ops.ts';
import type { Site } from './site.ts';

/**
 * Whose queued changes are whose (docs/sync.md, "Whose changes"). Several owners may sign in on
 * one computer, and sign-out keeps the queue: a change is sent only under the session of the owner
 * who made it, so the site's audit trail never names someone for work they did not do.
 */

/** The signed-in owner as queued changes record them: the e-mail, lower-cased. */
export const ownerOf = (site: Site | undefined): string | undefined =>
  site?.session.identity?.email?.toLowerCase();

/** What a new queued change starts with: its own id (the idempotency key), when, who, never sent. */
export function opBase(site: Site | undefined): Pick<QueuedOp, 'id' | 'createdAt' | 'attempts' | 'by'> {
  const by = ownerOf(site);
  return { id: crypto.randomUUID(), createdAt: new Date().toISOString(), attempts: 0, ...(by ? { by } : {}) };
}

/** Whether `owner` may send `op`: their own, or one queued before changes recorded who made them. */
export const sendableBy = (op: Pick<QueuedOp, 'by'>, owner: string | undefined): boolean =>
  op.by === undefined || op.by === owner;

/**
 * The owner whose changes stop the replay for `owner` (the first one `owner` may not send; nothing
 * after it is sent, to keep the order), and how many of that owner's changes wait.
 */
export function heldFor(
  ops: readonly QueuedOp[],
  owner: string | undefined,
): { by: string; count: number } | null {
  const by = ops.find((op) => !sendableBy(op, owner))?.by;
  return by === undefined ? null : { by, count: ops.filter((op) => op.by === by).length };
}

/** "Send them as me": every change `from` left here becomes `to`'s. Answers how many. */
export function takeOver(draft: QueueFile, from: string, to: string | undefined): number {
  const theirs = draft.ops.filter((op) => op.by === from);
  for (const op of theirs) {
    if (to) op.by = to;
    else delete op.by;
  }
  return theirs.length;
}
