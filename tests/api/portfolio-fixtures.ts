import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';

/** A valid new photography item, as the admin form would send it. */
export const IMAGE = {
  title: 'Corner Lot, Riverdale',
  description: 'Bright exterior and interior set.',
  type: 'image',
  src: '/images/portfolio/photography-3.jpg',
  alt: 'Brick semi-detached house on a corner lot',
} as const;

/** The built-in photography items a fresh store is seeded with. */
export const PHOTOS = PORTFOLIO_SEED.photographyPortfolio;

export const json = async <T>(res: Response) => (await res.json()) as T;
