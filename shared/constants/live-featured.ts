/**
 * Service pages whose "featured work" gallery is read from their portfolio collection: the first
 * items, in the owner's order, as many as the page shows today (so an item renamed, reordered or
 * deleted in the admin changes both pages). For these six the built-in featured items are exactly
 * the first items of the collection's seed, so a fresh install looks as it always did (checked by
 * live-featured.test.ts). Editing and Matterport feature pictures their collections do not hold,
 * and floor plans and automation have no collection: their galleries stay as written.
 */
export const LIVE_FEATURED = {
  photography: 'photographyPortfolio',
  video: 'videoPortfolio',
  drone: 'dronePortfolio',
  'ai-services': 'aiServicesPortfolio',
  website: 'webDesignPortfolio',
  brand: 'brandApparelPortfolio',
} as const;

/** The collection a service page's featured work comes from, if it is one of those above. */
export function liveFeaturedCollection(
  slug: string,
): (typeof LIVE_FEATURED)[keyof typeof LIVE_FEATURED] | undefined {
  return Object.hasOwn(LIVE_FEATURED, slug) ? LIVE_FEATURED[slug as keyof typeof LIVE_FEATURED] : undefined;
}
