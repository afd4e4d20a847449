import type { PictureMap } from '#shared/schemas/page-picture.ts';
import type { TestimonialMap } from '#shared/schemas/testimonial.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { ContentKindDef } from './content-kind.ts';
import type { StoredEntry } from './content-repo.ts';
import type { ContentService } from './content-service.ts';
import { pictureKind, samplePictures } from './picture-kind.ts';
import { listingKind, toListing } from './listing-kind.ts';
import { postKind } from './post-kind.ts';
import { projectKind } from './project-kind.ts';
import { testimonialKind } from './testimonial-kind.ts';
import { PORTFOLIO_KIND_DEFS } from './portfolio-kind.ts';
import type { KindName } from './content-kind.ts';

/**
 * Every kind of stored content the server knows (the registry, docs/content.md): the content
 * API's kinds and the eight portfolio collections.
 */
export const CONTENT_KIND_DEFS: ContentKindDef[] = [
  projectKind,
  postKind,
  pictureKind,
  testimonialKind,
  listingKind,
  ...PORTFOLIO_KIND_DEFS,
];

/** The kinds kept in a storage collection of their own (ContentRepo.open). */
export function kindCollections(defs: ContentKindDef[] = CONTENT_KIND_DEFS) {
  const storedIn: Partial<Record<KindName, string>> = {};
  for (const def of defs) if (def.collection) storedIn[def.kind] = def.collection;
  return storedIn;
}

type ContentSiteData = Pick<
  SiteData,
  'projects' | 'project' | 'posts' | 'post' | 'pictures' | 'testimonials' | 'listings' | 'listing'
>;

/** What server-rendered pages read from stored content (the datastore, no HTTP round trip). */
export function contentSiteData(content: ContentService): ContentSiteData {
  return {
    projects: async () => (await content.listLive('projects')) as ProjectEntry[],
    project: async (address) =>
      (await content.lookup('projects', address)) as Awaited<ReturnType<SiteData['project']>>,
    posts: async () => (await content.listLive('posts')) as PostEntry[],
    post: async (address) =>
      (await content.lookup('posts', address)) as Awaited<ReturnType<SiteData['post']>>,
    pictures: async () => pictureMap(await content.listAll('pictures')),
    testimonials: async () => testimonialMap(await content.listAll('testimonials')),
    listings: async () => (await content.listPublic('listings')).map(toListing),
    listing: async (address) =>
      (await content.lookupOrGone('listings', address)) as Awaited<ReturnType<SiteData['listing']>>,
  };
}

/** The stored page pictures by slot, as pages draw them (docs/pictures.md). */
function pictureMap(entries: readonly StoredEntry[]): PictureMap {
  const map: PictureMap = {};
  for (const { id, src, alt, focus, media, social } of entries) {
    map[id] = {
      src,
      alt,
      focus,
      ...(media ? { media } : {}),
      ...(social ? { social } : {}),
    } as PictureMap[string];
  }
  return map;
}

/** The stored testimonials by slot, as the cards draw them. */
function testimonialMap(entries: readonly StoredEntry[]): TestimonialMap {
  const map: TestimonialMap = {};
  for (const { id, quote, author, role, service } of entries) {
    map[id] = { quote, author, role, service } as TestimonialMap[string];
  }
  return map;
}

/**
 * The picture slots still showing the illustration the site shipped with (for the site-readiness
 * screen): `{ id, page, label, src }` in the slot list's order.
 */
export async function listSamplePictures(content: ContentService) {
  return samplePictures(await content.listAll('pictures'));
}
