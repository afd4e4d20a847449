import type { CollectionKey, PortfolioItem } from '../schemas/portfolio.ts';

/**
 * Where the site's route loaders get changing data. The server passes a datastore-backed
 * implementation in the loader context; in the browser loaders fall back to the public API.
 */
export interface SiteData {
  portfolio(key: CollectionKey): Promise<PortfolioItem[]>;
  /** A freshly signed token for the contact form (its issue time, on the server's clock). */
  inquiryFormToken(): Promise<string>;
}
