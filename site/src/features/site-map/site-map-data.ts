import type { LoaderFunctionArgs } from 'react-router-dom';
import { type SiteMapGroup, siteMapGroups } from '#shared/content/site-map.ts';
import { siteDataFrom } from '../../lib/site-data.ts';

/**
 * The groups of /sitemap with the owner's published projects, posts and listed listings, read when the page is
 * rendered: the same call sitemap.xml makes, so both list the same pages.
 */
export async function loadSiteMap({ context }: LoaderFunctionArgs): Promise<SiteMapGroup[]> {
  const data = siteDataFrom(context);
  const [projects, posts, listings] = await Promise.all([data.projects(), data.posts(), data.listings()]);
  return siteMapGroups(projects, posts, listings);
}
