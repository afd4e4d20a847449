import type { z } from 'zod';
import { type ContentKind, type VersionSummary, versionSummarySchema } from '../schemas/content-entry.ts';
import type { ListingEntry, ListingInput } from '../schemas/listing.ts';
import type { PictureEntry, PictureInput } from '../schemas/page-picture.ts';
import type { PostEntry, PostInput } from '../schemas/post.ts';
import type { ProjectEntry, ProjectInput } from '../schemas/project.ts';
import type { TestimonialEntry, TestimonialInput } from '../schemas/testimonial.ts';
import { API } from './paths.ts';

/** One JSON call by method and path: the shared client's `request`, or a host's stand-in for it. */
export type ApiRequest = <T>(
  method: string,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
) => Promise<T>;

/** What each kind stores and what its editor sends (the version the edit was based on included). */
interface ContentTypes {
  projects: { entry: ProjectEntry; body: ProjectInput };
  posts: { entry: PostEntry; body: PostInput };
  pictures: { entry: PictureEntry; body: PictureInput };
  testimonials: { entry: TestimonialEntry; body: TestimonialInput };
  listings: { entry: ListingEntry; body: ListingInput };
}
export type EntryOf<K extends ContentKind> = ContentTypes[K]['entry'];
export type BodyOf<K extends ContentKind> = ContentTypes[K]['body'] & { version?: number };

/**
 * The owner's calls on stored content (docs/content.md "API"), for every kind. Every write is a
 * plain POST/PUT/DELETE on the content paths through one `request`, so a host that queues writes
 * (the desktop's sync) sees them as data and needs nothing per kind.
 */
export function contentCalls(request: ApiRequest) {
  return {
    list: <K extends ContentKind>(kind: K) => request<EntryOf<K>[]>('GET', API.adminContent(kind)),
    get: <K extends ContentKind>(kind: K, id: string) =>
      request<EntryOf<K>>('GET', API.adminContentEntry(kind, id)),
    create: <K extends ContentKind>(kind: K, body: BodyOf<K>) =>
      request<EntryOf<K>>('POST', API.adminContent(kind), body),
    /** Saves the whole entry; a `version` other than the stored one answers 409. */
    save: <K extends ContentKind>(kind: K, id: string, body: BodyOf<K>) =>
      request<EntryOf<K>>('PUT', API.adminContentEntry(kind, id), body),
    /**
     * With `version` (the one the owner was shown), the server deletes only that version (409
     * when it was saved elsewhere since), so a delete never removes an edit the owner did not see.
     */
    remove: async (kind: ContentKind, id: string, version?: number): Promise<void> => {
      const entry = API.adminContentEntry(kind, id);
      await request('DELETE', version === undefined ? entry : `${entry}?version=${version}`);
    },
    versions: (kind: ContentKind, id: string): Promise<VersionSummary[]> =>
      request('GET', API.adminContentVersions(kind, id), undefined, versionSummarySchema.array()),
    /** Revokes a listing's delivery address and answers the new one (needs the site: not queued offline). */
    reissueDelivery: (id: string) => request<{ deliveryUrl: string }>('POST', API.listingDelivery(id), {}),
    /** Saves version `n`'s content as the newest; `current` is the version the owner is looking at. */
    restore: <K extends ContentKind>(kind: K, id: string, n: number, current?: number) =>
      request<EntryOf<K>>('POST', API.adminContentRestore(kind, id, n), { version: current }),
  };
}
