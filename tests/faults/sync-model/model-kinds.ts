import { API } from '#shared/api/paths.ts';
import type { createApiClient } from '#shared/api/client.ts';

/**
 * The lists the model writes to: two portfolio collections, the projects and the listings (stored
 * content kinds, docs/content.md and docs/listings.md). The engine reaches each through its kind's
 * descriptor; the model only needs to know how a browser and the app's admin call each one.
 */
export const KEYS = ['photographyPortfolio', 'videoPortfolio', 'projects', 'listings'] as const;
export type ModelKey = (typeof KEYS)[number];

/** What the model reads of any item. */
export interface ModelItem {
  id: string;
  version: number;
  title: string;
  [field: string]: unknown;
}

type Api = ReturnType<typeof createApiClient>;

export const isContent = (key: ModelKey) => key === 'projects' || key === 'listings';

/** Content of an item the model writes: a unique title, the rest fixed per list (a project's slug follows its id). */
export function itemBody(key: ModelKey, title: string, id: string): Record<string, unknown> {
  if (key === 'projects') {
    return { slug: id.toLowerCase(), title, description: 'model', src: '/images/projects/4.jpg', detail: {} };
  }
  if (key === 'listings') {
    // A listing's title is its street address (the title sent too is what the invariants read).
    const agent = {
      name: 'Model Agent',
      phone: '416 555 0100',
      email: 'agent@model.test',
      brokerage: 'Model Realty',
    };
    return {
      slug: id.toLowerCase(),
      title,
      address: title,
      city: 'Toronto',
      listingStatus: 'for-sale',
      agent,
    };
  }
  return key === 'videoPortfolio'
    ? { title, description: 'model', type: 'video' as const, src: 'M7lc1UVf-VE' }
    : { title, description: 'model', type: 'image' as const, src: '/images/model.jpg', decorative: true };
}

/** The browser-like client's calls, straight to the server. */
export const browserCalls = {
  list: async (api: Api, key: ModelKey): Promise<ModelItem[]> =>
    isContent(key)
      ? ((await api.request('GET', API.adminContent(key))) as ModelItem[])
      : ((await api.visitor.portfolio(key)) as ModelItem[]),
  create: async (api: Api, key: ModelKey, body: Record<string, unknown>): Promise<ModelItem> =>
    isContent(key)
      ? ((await api.request('POST', API.adminContent(key), body)) as ModelItem)
      : ((await api.createItem(key, body as never)) as ModelItem),
  update: async (api: Api, key: ModelKey, body: Record<string, unknown> & { id: string }) =>
    isContent(key)
      ? ((await api.request('PUT', API.adminContentEntry(key, body.id), body)) as ModelItem)
      : ((await api.updateItem(key, body as never)) as ModelItem),
  remove: async (api: Api, key: ModelKey, id: string): Promise<void> => {
    if (isContent(key)) await api.request('DELETE', API.adminContentEntry(key, id));
    else await api.deleteItem(key, id);
  },
};

/** The app call (name and arguments of app-child.ts) for an owner's change, as the admin makes it. */
export const appCalls = {
  create: (key: ModelKey, body: Record<string, unknown>): [string, ...unknown[]] =>
    isContent(key) ? ['content', 'POST', API.adminContent(key), body] : ['createItem', key, body],
  update: (key: ModelKey, body: Record<string, unknown> & { id: string }): [string, ...unknown[]] =>
    isContent(key)
      ? ['content', 'PUT', API.adminContentEntry(key, body.id), body]
      : ['updateItem', key, body],
  /** With the version the owner was shown, as the admin's stores send it (never the cache's at the time of the call). */
  remove: (key: ModelKey, id: string, version: number): [string, ...unknown[]] =>
    isContent(key)
      ? ['content', 'DELETE', `${API.adminContentEntry(key, id)}?version=${version}`]
      : ['deleteItem', key, id, version],
  list: (key: ModelKey): [string, ...unknown[]] => ['content', 'GET', API.adminContent(key)],
};
