import type { Request } from 'express';
import type { SiteData } from '#shared/api/site-data.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { ContentService } from './content-service.ts';

/**
 * The data a /preview/ page renders from: for a request with a live owner session, the site's data
 * plus drafts; for anyone else undefined (the page then finds nothing and answers 404). `isOwner`
 * comes from the app, which knows the auth module (modules never import each other).
 */
export function previewSiteData(
  isOwner: (req: Request) => Promise<boolean>,
  content: ContentService,
  siteData: SiteData | undefined,
) {
  return async (req: Request): Promise<SiteData | undefined> => {
    if (!siteData || !(await isOwner(req))) return undefined;
    return {
      ...siteData,
      previewProject: async (id) => {
        const found = await content.get('projects', id).catch(() => null);
        return found as ProjectEntry | null;
      },
      previewPost: async (id) => {
        const found = await content.get('posts', id).catch(() => null);
        return found as PostEntry | null;
      },
    };
  };
}
