import { describe, expect, it } from 'vitest';
import { LIVE_FEATURED } from '../../constants/live-featured.ts';
import { PORTFOLIO_SEED } from '../portfolio/seed-items.ts';
import { SERVICE_PAGES } from './service-pages.ts';

describe('service pages that feature their portfolio', () => {
  it.each(Object.entries(LIVE_FEATURED))(
    'when a fresh install shows /services/%s, then its first portfolio items are the gallery it always showed',
    (slug, key) => {
      const page = SERVICE_PAGES.find((candidate) => candidate.slug === slug);
      expect(page).toBeDefined();
      const featured = page!.featured.items;
      expect(PORTFOLIO_SEED[key].slice(0, featured.length)).toEqual(featured);
    },
  );
});
