import { ApiError } from '#shared/api/api-error.ts';
import { API } from '#shared/api/paths.ts';
import { publicApi, send } from '#shared/api/public-api.ts';
import type { ContentKind, ContentLookup } from '#shared/schemas/content-entry.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import type { ListingEntry } from '#shared/schemas/listing.ts';

export type { SiteData };

interface LoaderContext {
  siteData?: SiteData;
}

const GET = { method: 'GET' };

/** Live entries of a content kind (projects, posts). */
const content = <T>(kind: ContentKind) => send<T[]>(API.content(kind), GET, 'Failed to fetch content');

/** The live entry at an address, or where it moved; null when nothing is there (404). */
const contentAt = <T>(kind: ContentKind, address: string) =>
  send<ContentLookup<T>>(API.contentAt(kind, address), GET, 'Not found').catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });

/** The owner's preview of any entry (the session cookie goes along); null when refused or absent. */
const preview = <T>(kind: ContentKind, id: string) =>
  send<T>(API.adminContentEntry(kind, id), GET, 'Not found').catch(() => null);

const httpSiteData: SiteData = {
  portfolio: (key) => publicApi.portfolio(key),
  inquiryFormToken: () => publicApi.inquiryFormToken().then((answer) => answer.token),
  projects: () => content('projects'),
  project: (address) => contentAt('projects', address),
  previewProject: (id) => preview('projects', id),
  posts: () => content('posts'),
  post: (address) => contentAt('posts', address),
  previewPost: (id) => preview('posts', id),
  listings: () => content('listings'),
  listing: (address) =>
    contentAt<ListingEntry>('listings', address).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 410) return { gone: true as const };
      throw err;
    }),
};

/** The server's datastore-backed source during SSR, the public API in the browser. */
export function siteDataFrom(context: unknown): SiteData {
  return (context as LoaderContext | undefined)?.siteData ?? httpSiteData;
}
