import { z } from 'zod';
import { itemIdSchema } from '#shared/schemas/portfolio.ts';
import { kindOf, type SyncedItem, syncCollectionSchema } from './content-kinds.ts';

/**
 * What the queue file holds. Every operation carries its own id, made on this computer when the
 * owner acted: it is the idempotency key (creates also carry the item id they make, updates the
 * version they expect), so a replay after a crash can tell "already applied" from "conflict".
 */
const opBase = {
  id: z.uuid(),
  createdAt: z.string(),
  /**
   * Sends started, counting a direct send whose answer was lost (timeout, cut connection). > 0
   * means the server may already have applied it: see mayBeApplied.
   */
  attempts: z.number().int().min(0),
  /**
   * Who made it: the signed-in owner's e-mail, lower-cased, when it was queued. Only that owner's
   * session sends it (queue-owners.ts). Absent in queues written before it was recorded: anyone's.
   */
  by: z.string().max(320).optional(),
};

/**
 * The body a create or update sends, as its kind's schema parsed it when the owner acted. The
 * file keeps it as data; whether it fits its kind is checked when the file is read (`fitsKind`).
 */
const itemBody = z.looseObject({ id: itemIdSchema });
type ItemBody = z.infer<typeof itemBody>;

/** A queued body must still be what its kind accepts (a file edited by hand, or an old format, is not). */
function fitsKind(schema: 'createSchema' | 'updateSchema') {
  return (op: { key: string; item: ItemBody }, ctx: z.RefinementCtx) => {
    const parsed = kindOf(op.key)[schema].safeParse(op.item);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['item'], message: parsed.error.message });
  };
}

export const createOpSchema = z
  .object({
    ...opBase,
    kind: z.literal('create'),
    key: syncCollectionSchema,
    item: itemBody,
  })
  .superRefine(fitsKind('createSchema'));
/**
 * The server state a change was made on. Without `basedOn`, it is the version the owner saw
 * (`item.version` of an update, `expectedVersion` of a delete). With `basedOn`, it is the state
 * an earlier queued change of the owner's (that op's id) will produce once the server confirms
 * it: replay fills in the version from the server's answer then, and while `basedOn` is still
 * set the earlier change did not go through, so this one is a conflict, never a guess.
 */
const basedOn = z.uuid().optional();

export const updateOpSchema = z
  .object({
    ...opBase,
    kind: z.literal('update'),
    key: syncCollectionSchema,
    item: itemBody.extend({ version: z.number().int().min(1) }),
    basedOn,
  })
  .superRefine(fitsKind('updateSchema'));
const deleteOpSchema = z.object({
  ...opBase,
  kind: z.literal('delete'),
  key: syncCollectionSchema,
  itemId: itemIdSchema,
  /** The version the owner saw; a different one on the server is a conflict, not a silent delete. */
  expectedVersion: z.number().int().min(1).optional(),
  basedOn,
});
const reorderOpSchema = z.object({
  ...opBase,
  kind: z.literal('reorder'),
  key: syncCollectionSchema,
  ids: z.array(itemIdSchema).min(1).max(1000),
});
const uploadOpSchema = z.object({
  ...opBase,
  kind: z.literal('upload'),
  fileName: z.string().min(1).max(255),
  /** The prepared image, kept under the queue's files directory until it is sent. */
  storedFile: z.string().regex(/^[a-f0-9-]{36}$/),
  size: z.number().int().min(0),
  /** Stands in for the server's url in items made offline; replaced once the upload is sent. */
  placeholder: z.string(),
});

const queuedOpSchema = z.discriminatedUnion('kind', [
  createOpSchema,
  updateOpSchema,
  deleteOpSchema,
  reorderOpSchema,
  uploadOpSchema,
]);
export type QueuedOp = z.infer<typeof queuedOpSchema>;

/**
 * An op whose request may have reached the server (its answer never arrived): it is never folded
 * into or dropped, and its replay checks whether it was applied already.
 */
export const mayBeApplied = (op: Pick<QueuedOp, 'attempts'>) => op.attempts > 0;
export type CreateOp = z.infer<typeof createOpSchema>;
export type UploadOp = z.infer<typeof uploadOpSchema>;

/** A change the server refused because the item changed there meanwhile: the owner decides. */
const conflictSchema = z.object({
  id: z.uuid(),
  op: queuedOpSchema,
  message: z.string(),
  /** The server's item as it is now; null when it was deleted there. */
  server: z
    .looseObject({ id: z.string(), version: z.number().int() })
    .nullable() as z.ZodType<SyncedItem | null>,
  at: z.string(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** A change the server refused for good (invalid, not an image, too large): shown, then dismissed. */
const failureSchema = z.object({
  id: z.uuid(),
  op: queuedOpSchema,
  status: z.number().int(),
  message: z.string(),
  at: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;

export const queueFileSchema = z.object({
  v: z.literal(1),
  ops: z.array(queuedOpSchema),
  /** placeholder -> the server's url, for items still showing (or sending) the placeholder. */
  uploads: z.record(z.string(), z.string()),
  conflicts: z.array(conflictSchema),
  failures: z.array(failureSchema),
  /** When the server last confirmed a queued change: "Last sent", kept across restarts. */
  lastSentAt: z.string().nullable().default(null),
});
export type QueueFile = z.infer<typeof queueFileSchema>;

const PLACEHOLDER_PREFIX = '/uploads/pending-';
export const placeholderFor = (opId: string) => `${PLACEHOLDER_PREFIX}${opId}.jpg`;
export const isPlaceholder = (src: string | undefined) => !!src?.startsWith(PLACEHOLDER_PREFIX);

/**
 * An op the server confirmed: the changes the owner made on top of it (basedOn it) are now based
 * on the version the server answered, and are sent with it. Changes based on an op that became a
 * conflict or failed keep `basedOn`, and replay shows them as conflicts.
 */
export function confirmDependents(
  draft: QueueFile,
  opId: string,
  result: { type: string; item?: { version: number } } | undefined,
): void {
  for (const o of draft.ops) {
    if ((o.kind !== 'update' && o.kind !== 'delete') || o.basedOn !== opId) continue;
    // Applied, and the item deleted elsewhere since: each dependent meets that deletion as it is.
    if (result?.type === 'remove') delete o.basedOn;
    if (result?.type !== 'upsert' || !result.item) continue;
    if (o.kind === 'update') o.item.version = result.item.version;
    else o.expectedVersion = result.item.version;
    delete o.basedOn;
  }
}
