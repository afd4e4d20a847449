import { siteMapGroups } from './site-map.ts';

/**
 * Every public page the site links to, once each: the links of the /sitemap page (site-map.ts), so
 * sitemap.xml and that page list the same pages. Also the prerender list (the pages whose route
 * policy is `prerender`, site/src/app/routes.tsx) and the link check. Projects and posts are the
 * owner's stored ones (the sitemap passes them); by default the sample ones a fresh install is
 * seeded with.
 */
export function publicPaths(...args: Parameters<typeof siteMapGroups>): string[] {
  return [...new Set(siteMapGroups(...args).flatMap((group) => group.links.map((link) => link.to)))];
}
