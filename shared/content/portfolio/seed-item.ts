import type { CreateItemInput } from '../../schemas/portfolio.ts';

/** A built-in portfolio item: the admin's create shape with a fixed id (seeded once on first start). */
export type PortfolioSeedItem = CreateItemInput & { id: string };
