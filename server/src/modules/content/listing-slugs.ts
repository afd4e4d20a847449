import type { ContentReads } from './content-reads.ts';

/**
 * Every address (slug) a listing's page was published at, its current one first: its figures
 * (views, leads) were counted under the address it had then, and an old address redirects to the
 * new one (docs/listings.md, "Statistics"). An old address another listing has taken since is
 * that listing's now. A draft's addresses never had a page, so only published versions count.
 */
export async function listingSlugs(
  content: Pick<ContentReads, 'versions' | 'listAll'>,
  listing: { id: string; slug: string },
): Promise<string[]> {
  const published = (await content.versions('listings', listing.id))
    .filter((version) => version.status === 'published')
    .map((version) => version.slug);
  const former = new Set(published.filter((slug) => slug && slug !== listing.slug));
  if (!former.size) return [listing.slug];
  const others = await content.listAll('listings');
  for (const entry of others) if (entry.id !== listing.id) former.delete(entry.slug);
  return [listing.slug, ...former];
}
