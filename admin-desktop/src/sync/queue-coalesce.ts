import { mayBeApplied, type QueuedOp, type QueueFile } from './queue-ops.ts';

/**
 * An op the server cannot have seen may still be changed; one that may have reached it (sent by
 * a replay, or a direct write whose answer was lost) must be replayed as it is.
 */
const unsent = (op: QueuedOp) => !mayBeApplied(op);

/**
 * A change of an item that an earlier queued change of the owner's touches (one that may have
 * reached the server, else it would have been folded) is based on the state THAT change makes,
 * not on a version guessed from it: see `basedOn` in queue-ops.ts.
 */
function basedOnLast(op: Extract<QueuedOp, { kind: 'update' | 'delete' }>, earlier: QueuedOp[]): void {
  const last = earlier.at(-1);
  if (last) op.basedOn = last.id;
}

/**
 * Adds `op` to the queue, folding it into earlier unsent ops where the server only needs the end
 * result: editing an item created offline edits the queued create, a second edit replaces the
 * first (keeping the version the first one expected), deleting an item created offline removes
 * its create. Only ops never sent are changed: one that may have reached the server stays as is,
 * and so does another owner's (queue-owners.ts).
 */
export function enqueue(draft: QueueFile, op: QueuedOp): void {
  const ops = draft.ops;
  // Only into the same owner's changes: folded into another's, this one would be sent as theirs.
  const foldable = (o: QueuedOp) => unsent(o) && o.by === op.by;
  if (op.kind === 'update') {
    const sameItem = (o: QueuedOp) =>
      (o.kind === 'create' || o.kind === 'update') && o.item.id === op.item.id && o.key === op.key;
    const create = ops.find((o) => o.kind === 'create' && sameItem(o) && foldable(o));
    if (create?.kind === 'create') {
      const { version: _ignored, ...fields } = op.item;
      create.item = { ...fields, id: create.item.id };
      return;
    }
    const earlier = ops.find((o) => o.kind === 'update' && sameItem(o) && foldable(o));
    if (earlier?.kind === 'update') {
      // The first edit's base stands: the server has seen neither.
      earlier.item = { ...op.item, version: earlier.item.version };
      return;
    }
    basedOnLast(op, ops.filter(sameItem));
  }
  if (op.kind === 'delete') {
    const sameItem = (o: QueuedOp) =>
      (o.kind === 'create' || o.kind === 'update') && o.item.id === op.itemId && o.key === op.key;
    const create = ops.find((o) => o.kind === 'create' && sameItem(o) && foldable(o));
    const update = ops.find((o) => o.kind === 'update' && sameItem(o) && foldable(o));
    if (update?.kind === 'update') {
      // The delete takes the place of the unsent edit, and so its base.
      if (op.expectedVersion !== undefined) op.expectedVersion = update.item.version;
      if (update.basedOn) op.basedOn = update.basedOn;
    }
    draft.ops = ops.filter((o) => !(sameItem(o) && foldable(o)));
    if (!op.basedOn) basedOnLast(op, draft.ops.filter(sameItem));
    for (const o of draft.ops) {
      if (o.kind === 'reorder' && o.key === op.key && foldable(o))
        o.ids = o.ids.filter((id) => id !== op.itemId);
    }
    draft.ops = draft.ops.filter((o) => o.kind !== 'reorder' || o.ids.length > 0);
    // Created and deleted before the server ever saw it: nothing to send.
    if (create) return;
  }
  if (op.kind === 'reorder') {
    draft.ops = ops.filter((o) => !(o.kind === 'reorder' && o.key === op.key && foldable(o)));
  }
  draft.ops.push(op);
}
