import { kindOf } from './content-kinds.ts';
import type { Conflict, QueuedOp } from './queue-ops.ts';

/** With `by`: the owner who decided, who sends it (queue-owners.ts). */
type OpBase = Pick<QueuedOp, 'id' | 'createdAt' | 'attempts' | 'by'>;

/**
 * "Keep my version": the operation that puts the owner's change on top of what the server has
 * NOW (the version recorded with the conflict). If the server changes again before it is sent,
 * that is a new conflict rather than a silent overwrite.
 */
export function resolveConflictOp(conflict: Conflict, base: OpBase, now = Date.now()): QueuedOp {
  const { op, server } = conflict;
  switch (op.kind) {
    case 'update': {
      if (server)
        return { ...base, kind: 'update', key: op.key, item: { ...op.item, version: server.version } };
      // Deleted on the server: bring the owner's item back under its id.
      const { version: _dropped, ...fields } = op.item;
      return { ...base, kind: 'create', key: op.key, item: fields };
    }
    case 'create': {
      // The id is taken by a different item: keep both, under a new id.
      const kind = kindOf(op.key);
      let id = kind.newId(op.key, now);
      if (id === op.item.id) id = kind.newId(op.key, now + 1);
      return { ...base, kind: 'create', key: op.key, item: { ...op.item, id } };
    }
    case 'delete':
      return { ...base, kind: 'delete', key: op.key, itemId: op.itemId, expectedVersion: server?.version };
    default:
      return { ...op, ...base };
  }
}
