import { kindOf, type SyncData, type SyncedItem } from './content-kinds.ts';
import { replaceStrings } from './item-values.ts';
import type { QueuedOp } from './queue-ops.ts';

/** Replaces upload placeholders the server has since answered with its url, wherever the item has them. */
export function withUploadUrls<T>(item: T, uploads: Readonly<Record<string, string>>): T {
  return replaceStrings(item, uploads);
}

function applyOne(list: SyncedItem[], op: QueuedOp, now: string): SyncedItem[] {
  if (op.kind === 'upload') return list;
  const kind = kindOf(op.key);
  switch (op.kind) {
    case 'create': {
      if (list.some((i) => i.id === op.item.id)) return list;
      const order = list.reduce((max, i) => Math.max(max, (i.order ?? 0) + 1), 0);
      const item = kind.optimistic(op.item, { order, version: 1, updatedAt: op.createdAt || now });
      return [...list, item];
    }
    case 'update':
      return list.map((i) =>
        i.id === op.item.id
          ? kind.optimistic(op.item, {
              order: i.order ?? 0,
              version: op.item.version + 1,
              updatedAt: op.createdAt,
              existing: i,
            })
          : i,
      );
    case 'delete':
      return list.filter((i) => i.id !== op.itemId);
    case 'reorder': {
      const rank = new Map(op.ids.map((id, index) => [id, index]));
      const at = (item: SyncedItem) => rank.get(item.id) ?? op.ids.length + (item.order ?? 0);
      const sorted = [...list].sort((a, b) => at(a) - at(b));
      return sorted.map((item, order) => (item.order === order ? item : { ...item, order }));
    }
  }
}

/**
 * The server's last known data with every queued change applied: what the owner expects to see.
 * `data` may hold only some collections; ops of the others are left out.
 */
export function applyPending<D extends SyncData>(
  data: D,
  ops: readonly QueuedOp[],
  uploads: Readonly<Record<string, string>>,
  now = new Date().toISOString(),
): D {
  const view: SyncData = { ...data };
  for (const op of ops) {
    if (op.kind === 'upload' || !view[op.key]) continue;
    view[op.key] = applyOne(view[op.key]!, op, now);
  }
  for (const key of Object.keys(view)) {
    view[key] = view[key]!.map((item) => withUploadUrls(item, uploads));
  }
  return view as D;
}
