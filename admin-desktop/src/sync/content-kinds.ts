import { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import type { HttpApiClient } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import {
  CONTENT_KINDS as SERVER_CONTENT_KINDS,
  type ContentKind as EntryKind,
} from '#shared/schemas/content-entry.ts';
import { CONTENT_MODEL, type KindModel, PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import type { FieldLabels } from '#shared/schemas/field-problems.ts';
import {
  COLLECTION_KEYS,
  newItemId,
  type PortfolioItem,
  portfolioItemSchema,
} from '#shared/schemas/portfolio.ts';
import { holds } from './item-values.ts';
import { optimisticItem, sameContent } from './portfolio-items.ts';

/** What every synced item has: an identity and a version (optimistic concurrency); ordered kinds an `order`. */
export interface SyncedItem {
  id: string;
  version: number;
  order?: number;
  [field: string]: unknown;
}

/** The offline copy: every collection of every kind, each a list of the server's items. */
export type SyncData = Record<string, SyncedItem[]>;

/** What an optimistic item is built on: the version it will have, and the item it replaces. */
interface OptimisticBase {
  version: number;
  updatedAt: string;
  order: number;
  existing?: SyncedItem | undefined;
}

/**
 * One kind of content the desktop keeps offline and replays: where its API lives, the schemas of
 * what the owner sends and the server answers, and how to tell "the server already holds what this
 * change asks for" (a change applied by an attempt whose answer was lost). The writes, the queue,
 * the replay and the cache only go through this: a kind is a descriptor, not a copy of the engine.
 */
export interface ContentKind {
  name: string;
  /** The lists of this kind (portfolio: one per service; a content kind is one list, named after it). */
  collections: readonly string[];
  itemSchema: z.ZodType<SyncedItem>;
  /** What a create and an update carry; the queue stores the parsed body. */
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
  /** Every field's name on the admin's form (a refused change's text: readable-copy.ts). */
  labels: FieldLabels;
  /** Lists with an owner-set order (an `order` per item, a reorder call). */
  ordered: boolean;
  paths: {
    list(collection: string): string;
    create(collection: string): string;
    /** PUT with the item (and the version it was based on) in the body. */
    update(collection: string, id: string): string;
    /** DELETE; with `version`, the server refuses (409) unless it holds exactly that version. */
    remove(collection: string, id: string, version?: number): string;
    order?(collection: string): string;
    /** GET one item (404 when absent); without it, the item is looked up in its list. */
    entry?(collection: string, id: string): string;
  };
  /** Every collection of this kind as the server holds it now (the offline copy's snapshot). */
  snapshot(api: HttpApiClient): Promise<SyncData>;
  /** Whether the stored item already holds what a create or update asked for. */
  sameContent(item: SyncedItem, input: Record<string, unknown>): boolean;
  /** How the item looks once the server has taken `input` (shown while the change is queued). */
  optimistic(input: Record<string, unknown>, base: OptimisticBase): SyncedItem;
  /** A fresh id for "keep both" when a create's id turned out taken. */
  newId(collection: string, now: number): string;
}

const withVersion = (path: string, version?: number) =>
  version === undefined ? path : `${path}?version=${version}`;

export const portfolioKind: ContentKind = {
  name: 'portfolio',
  collections: COLLECTION_KEYS,
  itemSchema: portfolioItemSchema,
  createSchema: PORTFOLIO_MODEL.createSchema,
  updateSchema: PORTFOLIO_MODEL.updateSchema,
  labels: PORTFOLIO_MODEL.labels,
  ordered: true,
  paths: {
    list: API.publicPortfolio,
    create: API.portfolio,
    update: (collection) => API.portfolio(collection),
    remove: (collection, id, version) => withVersion(API.portfolioItem(collection, id), version),
    order: API.portfolioOrder,
  },
  snapshot: async (api) => await api.portfolio(),
  sameContent: (item, input) =>
    sameContent(item as PortfolioItem, input as Parameters<typeof sameContent>[1]),
  optimistic: (input, { order, version, updatedAt }) =>
    optimisticItem(input as Parameters<typeof optimisticItem>[0], {
      order,
      version,
      updatedAt,
    }) as SyncedItem,
  newId: (collection, now) => newItemId(collection as (typeof COLLECTION_KEYS)[number], now),
};

/** Fields the server sets (or recomputes) on a content entry: never part of "holds what was asked". */
const SERVER_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'date', 'readTime'] as const;

const entrySchema = z.looseObject({
  id: z.string(),
  version: z.number().int(),
  slug: z.string(),
  title: z.string(),
}) satisfies z.ZodType<SyncedItem>;

/**
 * A stored content kind (docs/content.md) from its shared model: one list per kind, drafts
 * included, no owner-set order. Every kind of the content API is one of these.
 */
function contentKind({
  kind: name,
  noun,
  createSchema,
  updateSchema,
  labels,
}: KindModel<EntryKind>): ContentKind {
  const list = API.adminContent(name);
  return {
    name,
    collections: [name],
    itemSchema: entrySchema,
    createSchema,
    updateSchema,
    labels,
    ordered: false,
    paths: {
      list: () => list,
      create: () => list,
      update: (_c, id) => API.adminContentEntry(name, id),
      remove: (_c, id, version) => withVersion(API.adminContentEntry(name, id), version),
      entry: (_c, id) => API.adminContentEntry(name, id),
    },
    snapshot: async (api) => ({ [name]: await api.request('GET', list, undefined, entrySchema.array()) }),
    sameContent: (item, input) => holds(item, input, SERVER_FIELDS),
    optimistic: (input, { version, updatedAt, existing }) => {
      const { version: _v, ...fields } = input;
      return {
        ...existing,
        ...fields,
        id: String(input.id),
        version,
        createdAt: existing?.createdAt ?? updatedAt,
        updatedAt,
      };
    },
    newId: (_c, now) => `${noun}-${now}`,
  };
}

/** Every kind the desktop syncs. Collection names are unique across kinds. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  portfolioKind,
  ...SERVER_CONTENT_KINDS.map((name) => contentKind(CONTENT_MODEL[name])),
];

/** Every collection the queue may name. */
const SYNC_COLLECTIONS = [...COLLECTION_KEYS, ...SERVER_CONTENT_KINDS] as const;
export const syncCollectionSchema = z.enum(SYNC_COLLECTIONS);

export function kindOf(collection: string): ContentKind {
  const kind = CONTENT_KINDS.find((k) => k.collections.includes(collection));
  if (!kind) throw new Error(`No content kind has the collection ${collection}`);
  return kind;
}

/** The calls replay and direct writes make for one kind, built from its paths over the shared API client. */
export function kindClient(api: HttpApiClient, kind: ContentKind) {
  const list = kind.itemSchema.array();
  return {
    list: (c: string) => api.request('GET', kind.paths.list(c), undefined, list),
    create: (c: string, input: unknown) => api.request('POST', kind.paths.create(c), input, kind.itemSchema),
    update: (c: string, id: string, input: unknown) =>
      api.request('PUT', kind.paths.update(c, id), input, kind.itemSchema),
    remove: (c: string, id: string, version?: number) =>
      api.request<unknown>('DELETE', kind.paths.remove(c, id, version)),
    /** The server's item as it is now; null when it holds none under that id. */
    current: async (c: string, id: string): Promise<SyncedItem | null> => {
      if (!kind.paths.entry) {
        return (
          (await api.request('GET', kind.paths.list(c), undefined, list)).find((i) => i.id === id) ?? null
        );
      }
      try {
        return await api.request('GET', kind.paths.entry(c, id), undefined, kind.itemSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    order: (c: string, ids: string[]) => {
      if (!kind.paths.order) throw new Error(`${kind.name} has no order`);
      return api.request('PUT', kind.paths.order(c), { ids }, list);
    },
  };
}
