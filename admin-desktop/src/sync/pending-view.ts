import {
  COLLECTION_KEYS,
  type CollectionKey,
  type PortfolioData,
  type PortfolioItem,
} from '#shared/schemas/portfolio.ts';
import type { CreateOp, QueuedOp, UpdateOp } from './queue-ops.ts';

type ItemInput = CreateOp['item'] | UpdateOp['item'];
const CONTENT_FIELDS = [
  'title',
  'description',
  'type',
  'src',
  'thumbnail',
  'category',
  'specs',
  'alt',
] as const;

/** The item fields an input sets, with empty optional ones left out (as the server stores them). */
function contentOf(input: ItemInput) {
  const fields: Partial<PortfolioItem> = {};
  for (const name of CONTENT_FIELDS) {
    const value = input[name];
    if (value !== undefined && value !== '') fields[name] = value as never;
  }
  if (input.type === 'image' && input.decorative) {
    fields.decorative = true;
    delete fields.alt;
  }
  return fields as Pick<PortfolioItem, 'title' | 'description' | 'type' | 'src'> & Partial<PortfolioItem>;
}

/** How an item looks once the server has taken `input` (shown while the change is still queued). */
export function optimisticItem(
  input: ItemInput & { id: string },
  base: { order: number; version: number; updatedAt: string },
): PortfolioItem {
  return { ...contentOf(input), id: input.id, ...base };
}

/**
 * Whether the server's item already holds what `input` asks for: after a crash or a lost answer, a
 * create answered "already exists" or an update answered "version changed" may simply be our own
 * earlier attempt. Embed markup is rebuilt by the server, so only its presence is compared.
 */
export function sameContent(item: PortfolioItem, input: ItemInput): boolean {
  const wanted = contentOf(input);
  return (
    CONTENT_FIELDS.every((name) => {
      if (name === 'src' && item.type === 'embed') return item.src.length > 0 && wanted.src.length > 0;
      return (item[name] ?? undefined) === (wanted[name] ?? undefined);
    }) && (item.decorative ?? false) === (wanted.decorative ?? false)
  );
}

/** Replaces upload placeholders the server has since answered with its url. */
export function withUploadUrls<T extends { src: string; thumbnail?: string | undefined }>(
  item: T,
  uploads: Readonly<Record<string, string>>,
): T {
  const src = uploads[item.src] ?? item.src;
  const thumbnail = item.thumbnail && (uploads[item.thumbnail] ?? item.thumbnail);
  if (src === item.src && thumbnail === item.thumbnail) return item;
  return { ...item, src, ...(thumbnail ? { thumbnail } : {}) };
}

function applyOne(list: PortfolioItem[], op: QueuedOp, now: string): PortfolioItem[] {
  switch (op.kind) {
    case 'create': {
      if (list.some((i) => i.id === op.item.id)) return list;
      const order = list.reduce((max, i) => Math.max(max, i.order + 1), 0);
      return [...list, optimisticItem(op.item, { order, version: 1, updatedAt: op.createdAt || now })];
    }
    case 'update':
      return list.map((i) =>
        i.id === op.item.id
          ? optimisticItem(op.item, { order: i.order, version: op.item.version + 1, updatedAt: op.createdAt })
          : i,
      );
    case 'delete':
      return list.filter((i) => i.id !== op.itemId);
    case 'reorder': {
      const rank = new Map(op.ids.map((id, index) => [id, index]));
      const sorted = [...list].sort(
        (a, b) => (rank.get(a.id) ?? op.ids.length + a.order) - (rank.get(b.id) ?? op.ids.length + b.order),
      );
      return sorted.map((item, order) => (item.order === order ? item : { ...item, order }));
    }
    default:
      return list;
  }
}

/** The server's last known data with every queued change applied: what the owner expects to see. */
export function applyPending(
  data: PortfolioData,
  ops: readonly QueuedOp[],
  uploads: Readonly<Record<string, string>>,
  now = new Date().toISOString(),
): PortfolioData {
  const view = { ...data };
  for (const op of ops) {
    if (op.kind === 'upload') continue;
    view[op.key] = applyOne(view[op.key], op, now);
  }
  for (const key of COLLECTION_KEYS as readonly CollectionKey[]) {
    view[key] = view[key].map((item) => withUploadUrls(item, uploads));
  }
  return view;
}
