import type { z } from 'zod';
import type { HttpApiClient } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import {
  COLLECTION_KEYS,
  type CreateItemInput,
  type PortfolioItem,
  portfolioItemSchema,
  type UpdateItemInput,
} from '#shared/schemas/portfolio.ts';
import { sameContent } from './pending-view.ts';

/** What every synced item has: an identity, a version (optimistic concurrency) and a place in its list. */
export interface SyncedItem {
  id: string;
  version: number;
  order: number;
}

/**
 * One kind of content the desktop keeps offline and replays: where its API lives, the schema of
 * what the server answers, and how to tell "the server already holds what this change asks for"
 * (a change applied by an attempt whose answer was lost). The queue, the replay and the cache
 * only go through this; a new kind (projects, posts) is a new descriptor, not a copy of the engine.
 */
export interface ContentKind<Item extends SyncedItem = SyncedItem, Input = unknown> {
  name: string;
  /** The lists of this kind (portfolio: one per service; a kind with one list names it once). */
  collections: readonly string[];
  itemSchema: z.ZodType<Item>;
  paths: {
    list(collection: string): string;
    create(collection: string): string;
    /** PUT with the item (and the version it was based on) in the body. */
    update(collection: string, id: string): string;
    remove(collection: string, id: string): string;
    order(collection: string): string;
  };
  /** Whether the stored item already holds what a create or update asked for. */
  sameContent(item: Item, input: Input): boolean;
}

export const portfolioKind: ContentKind<PortfolioItem, CreateItemInput | UpdateItemInput> = {
  name: 'portfolio',
  collections: COLLECTION_KEYS,
  itemSchema: portfolioItemSchema,
  paths: {
    list: API.publicPortfolio,
    create: API.portfolio,
    update: (collection) => API.portfolio(collection),
    remove: API.portfolioItem,
    order: API.portfolioOrder,
  },
  sameContent: (item, input) => sameContent(item, input as Parameters<typeof sameContent>[1]),
};

/** Every kind the desktop syncs. Collection names are unique across kinds. */
export const CONTENT_KINDS: readonly ContentKind<SyncedItem & Record<string, unknown>>[] = [
  portfolioKind as unknown as ContentKind<SyncedItem & Record<string, unknown>>,
];

export function kindOf(collection: string): ContentKind<SyncedItem & Record<string, unknown>> {
  const kind = CONTENT_KINDS.find((k) => k.collections.includes(collection));
  if (!kind) throw new Error(`No content kind has the collection ${collection}`);
  return kind;
}

/** The calls replay makes for one kind, built from its paths over the shared API client. */
export function kindClient<Item extends SyncedItem>(api: HttpApiClient, kind: ContentKind<Item>) {
  const list = kind.itemSchema.array();
  return {
    list: (c: string) => api.request('GET', kind.paths.list(c), undefined, list),
    create: (c: string, input: unknown) => api.request('POST', kind.paths.create(c), input, kind.itemSchema),
    update: (c: string, id: string, input: unknown) =>
      api.request('PUT', kind.paths.update(c, id), input, kind.itemSchema),
    remove: (c: string, id: string) => api.request<unknown>('DELETE', kind.paths.remove(c, id)),
    order: (c: string, ids: string[]) => api.request('PUT', kind.paths.order(c), { ids }, list),
  };
}
