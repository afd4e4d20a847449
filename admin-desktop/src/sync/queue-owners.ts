import type { QueuedOp, QueueFile } from './queue-ops.ts';
import type { Site } from './site.ts';

/**
 * Whose queued changes are whose. Several owners may sign in on one computer, and sign-out keeps
 * the queue: each change records the owner who made it.
 */

/** The signed-in owner as queued changes record them: the e-mail, lower-cased. */
export const ownerOf = (site: Site | undefined): string | undefined =>
  site?.session.identity?.email?.toLowerCase();

/** What a new queued change starts with: its own id (the idempotency key), when, who, never sent. */
export function opBase(site: Site | undefined): Pick<QueuedOp, 'id' | 'createdAt' | 'attempts' | 'by'> {
  const by = ownerOf(site);
  return { id: crypto.randomUUID(), createdAt: new Date().toISOString(), attempts: 0, ...(by ? { by } : {}) };
}
