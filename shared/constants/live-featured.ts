/**
 * Service pages whose "featured work" gallery is read from their portfolio collection (so an item
 * renamed, reordered or deleted in the admin changes both pages). For these six the built-in
 * featured items are exactly the first items of the collection's seed, so a fresh install looks as
 * it always did (checked by live-featured.test.ts). Editing and Matterport feature pictures their
 * collections do not hold, and floor plans and automation have no collection: their galleries stay
 * as written.
 */
export const LIVE_FEATURED = {
  photography: 'photographyPortfolio',
  video: 'videoPortfolio',
  drone: 'dronePortfolio',
  'ai-services': 'aiServicesPortfolio',
  website: 'webDesignPortfolio',
  brand: 'brandApparelPortfolio',
} as const;

type LiveFeaturedKey = (typeof LIVE_FEATURED)[keyof typeof LIVE_FEATURED];

/** At most this many marked items are shown: a gallery section, not a second portfolio page. */
export const MAX_FEATURED_ON_SERVICE = 12;

/** The collection a service page's featured work comes from, if it is one of those above. */
export function liveFeaturedCollection(slug: string): LiveFeaturedKey | undefined {
  return Object.hasOwn(LIVE_FEATURED, slug) ? LIVE_FEATURED[slug as keyof typeof LIVE_FEATURED] : undefined;
}

/** The service page (slug) featuring a collection's items, if any: where the owner's mark shows. */
export function serviceFeaturing(key: string): string | undefined {
  return Object.entries(LIVE_FEATURED).find(([, collection]) => collection === key)?.[0];
}

/**
 * The one rule for what a service page features: the items the owner marked, in the portfolio's
 * order (at most MAX_FEATURED_ON_SERVICE); when none is marked, the first `defaultCount` items, as
 * the page was written (a fresh install, or an owner who never used the mark).
 */
export function featuredOnServicePage<T extends { featuredOnService?: boolean | undefined }>(
  items: readonly T[],
  defaultCount: number,
): T[] {
  const marked = items.filter((item) => item.featuredOnService === true);
  return marked.length > 0 ? marked.slice(0, MAX_FEATURED_ON_SERVICE) : items.slice(0, defaultCount);
}
