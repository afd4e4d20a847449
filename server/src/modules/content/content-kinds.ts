import type { SiteData } from '#shared/api/site-data.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { ContentKindDef } from './content-kind.ts';
import type { ContentService } from './content-service.ts';
import { postKind } from './post-kind.ts';
import { projectKind } from './project-kind.ts';

/** Every kind of stored content the server knows. */
export const CONTENT_KIND_DEFS: ContentKindDef[] = [projectKind, postKind];

type ContentSiteData = Pick<SiteData, 'projects' | 'project' | 'posts' | 'post'>;

/** What server-rendered pages read from stored content (the datastore, no HTTP round trip). */
export function contentSiteData(content: ContentService): ContentSiteData {
  return {
    projects: async () => (await content.listLive('projects')) as unknown as ProjectEntry[],
    project: async (address) =>
      (await content.lookup('projects', address)) as Awaited<ReturnType<SiteData['project']>>,
    posts: async () => (await content.listLive('posts')) as unknown as PostEntry[],
    post: async (address) =>
      (await content.lookup('posts', address)) as Awaited<ReturnType<SiteData['post']>>,
  };
}
