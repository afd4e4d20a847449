/** Portfolio collections and item facts the public site needs without loading zod. */
import { timestampId } from './timestamp-id.ts';

/**
 * The eight portfolio collections (spec section 3). `key` is the API and datastore name,
 * `slug` the public /portfolio/{slug} path, `servicePath` the matching service page.
 */
export const PORTFOLIO_COLLECTIONS = [
  {
    key: 'photographyPortfolio',
    label: 'Photography',
    slug: 'photography',
    servicePath: '/services/photography',
  },
  { key: 'videoPortfolio', label: 'Video', slug: 'video', servicePath: '/services/video' },
  { key: 'dronePortfolio', label: 'Drone', slug: 'drone', servicePath: '/services/drone' },
  {
    key: 'matterportPortfolio',
    label: 'Matterport',
    slug: 'matterport',
    servicePath: '/services/matterport',
  },
  { key: 'editingPortfolio', label: 'Editing', slug: 'editing', servicePath: '/services/editing' },
  {
    key: 'webDesignPortfolio',
    label: 'Website Design',
    slug: 'website-design',
    servicePath: '/services/website',
  },
  {
    key: 'brandApparelPortfolio',
    label: 'Brand Apparel',
    slug: 'brand-apparel',
    servicePath: '/services/brand',
  },
  {
    key: 'aiServicesPortfolio',
    label: 'AI Services',
    slug: 'ai-services',
    servicePath: '/services/ai-services',
  },
] as const;

export type PortfolioCollection = (typeof PORTFOLIO_COLLECTIONS)[number];
type CollectionKeyName = PortfolioCollection['key'];

export function findCollection(key: string): PortfolioCollection | undefined {
  return PORTFOLIO_COLLECTIONS.find((c) => c.key === key);
}
export function findCollectionBySlug(slug: string): PortfolioCollection | undefined {
  return PORTFOLIO_COLLECTIONS.find((c) => c.slug === slug);
}

/** What a new item's id starts with: the key without 'Portfolio' (webDesignPortfolio: webDesign). */
function itemIdPrefix(key: CollectionKeyName): string {
  return key.replace(/Portfolio$/, '');
}

/** Id made by the admin on create: the key without 'Portfolio', a dash, the current timestamp. */
export function newItemId(key: CollectionKeyName, now: number = Date.now()): string {
  return timestampId(itemIdPrefix(key), now);
}

export const ITEM_TYPES = ['image', 'video', 'embed'] as const;
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
