import { z } from 'zod';
import { kindOf, syncCollectionSchema } from './content-kinds.ts';
import type { OperationQueue } from './operation-queue.ts';
import type { Conflict, Failure, QueuedOp } from './queue-ops.ts';
import { heldFor, ownerOf } from './queue-owners.ts';
import type { QueueReplayer } from './queue-replayer.ts';
import { readableCopy } from './readable-copy.ts';
import type { Site } from './site.ts';

/** One queued, conflicting or failed change as the owner reads it. */
const changeViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['create', 'update', 'delete', 'reorder', 'upload']),
  key: syncCollectionSchema.optional(),
  /** The item's title, the file's name, or the collection for a new order. */
  label: z.string(),
  /** The item a create, update or delete is about. */
  itemId: z.string().optional(),
  attempts: z.number().int(),
  /** Who made it (their e-mail); absent in changes queued before that was recorded. */
  by: z.string().optional(),
});
export type ChangeView = z.infer<typeof changeViewSchema>;

export const syncStatusSchema = z.object({
  siteUrl: z.string().nullable(),
  online: z.boolean(),
  signedIn: z.boolean(),
  /** The server ended the session while changes wait: they are sent after the next sign-in. */
  needsSignIn: z.boolean(),
  syncing: z.boolean(),
  sessionPersistent: z.boolean(),
  pending: z.array(changeViewSchema),
  /**
   * Another owner's changes wait for them to sign in here (queue-owners.ts): whose, and how many.
   * Nothing after the first of them is sent meanwhile. Null when nothing is held.
   */
  held: z.object({ by: z.string(), count: z.number().int() }).nullable(),
  conflicts: z.array(
    changeViewSchema.extend({
      message: z.string(),
      /** The server's title now (null: deleted there). */
      serverLabel: z.string().nullable(),
      serverVersion: z.number().int().nullable(),
    }),
  ),
  failures: z.array(
    changeViewSchema.extend({
      message: z.string(),
      status: z.number().int(),
      /** A refused new item or edit as the owner's text, field by field (readable-copy.ts). */
      copy: z.string().optional(),
      /** What a refused new item or edit sends, as its kind's schema parsed it: opened in its editor. */
      item: z.looseObject({ id: z.string(), version: z.number().int().optional() }).optional(),
    }),
  ),
  /** placeholder -> url of uploads made offline and sent since. */
  uploads: z.record(z.string(), z.string()),
  lastSyncAt: z.string().nullable(),
  cacheSavedAt: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** The title of an item as the app last showed it: an owner reads titles, not ids. */
type TitleOf = (key: string, id: string) => string | undefined;

function viewOf(op: QueuedOp, titleOf: TitleOf): ChangeView {
  const base = { id: op.id, kind: op.kind, attempts: op.attempts, ...(op.by ? { by: op.by } : {}) };
  switch (op.kind) {
    case 'create':
    case 'update': {
      // A listing's title is its address, set by the site when it stores it: one made offline has only the address.
      const label = String(op.item.title ?? op.item.address ?? titleOf(op.key, op.item.id) ?? op.item.id);
      return { ...base, key: op.key, itemId: op.item.id, label };
    }
    case 'delete':
      return { ...base, key: op.key, itemId: op.itemId, label: titleOf(op.key, op.itemId) ?? op.itemId };
    case 'reorder':
      return { ...base, key: op.key, label: 'New order' };
    case 'upload':
      return { ...base, label: op.fileName };
  }
}

const conflictView = (c: Conflict, titleOf: TitleOf) => ({
  ...viewOf(c.op, titleOf),
  id: c.id,
  message: c.message,
  serverLabel: c.server ? String(c.server.title ?? c.server.id) : null,
  serverVersion: c.server?.version ?? null,
});

const failureView = (f: Failure, titleOf: TitleOf) => ({
  ...viewOf(f.op, titleOf),
  id: f.id,
  message: f.message,
  status: f.status,
  ...(f.op.kind === 'create' || f.op.kind === 'update'
    ? { copy: readableCopy(f.op.item, kindOf(f.op.key).labels), item: f.op.item }
    : {}),
});

/** What the status line, the offline-changes panel and the admin are told (DesktopSync.status). */
export function statusOf(site: Site | undefined, queue: OperationQueue, replayer: QueueReplayer): SyncStatus {
  const titleOf: TitleOf = (key, id) => {
    const title = site?.cache.data?.[key]?.find((item) => item.id === id)?.title;
    return typeof title === 'string' && title ? title : undefined;
  };
  return {
    siteUrl: site?.siteUrl ?? null,
    online: site?.connectivity.isOnline ?? false,
    signedIn: site?.session.signedIn ?? false,
    needsSignIn: replayer.needsSignIn,
    syncing: replayer.busy,
    sessionPersistent: site?.session.persistent ?? false,
    pending: queue.ops.map((op) => viewOf(op, titleOf)),
    held: site?.session.signedIn ? heldFor(queue.ops, ownerOf(site)) : null,
    conflicts: queue.conflicts.map((c) => conflictView(c, titleOf)),
    failures: queue.failures.map((f) => failureView(f, titleOf)),
    uploads: { ...queue.uploads },
    lastSyncAt: replayer.lastSyncAt,
    cacheSavedAt: site?.cache.savedAt ?? null,
  };
}
