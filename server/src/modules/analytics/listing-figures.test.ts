import { describe, expect, it } from 'vitest';
import type { CountRow } from './analytics-repo.ts';
import { listingFigures } from './listing-figures.ts';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const rows: CountRow[] = [
  { day: '2026-11-24', metric: 'view', dims: ['/listings/12'], n: 5 },
  { day: '2026-11-24', metric: 'visitor', dims: ['/listings/12'], n: 3 },
  // A day counted before listing-visitor existed: its largest per-page count, not their sum.
  { day: '2026-11-24', metric: 'view', dims: ['/listings/12/unbranded'], n: 1 },
  { day: '2026-11-24', metric: 'visitor', dims: ['/listings/12/unbranded'], n: 1 },
  { day: '2026-11-25', metric: 'view', dims: ['/listings/12/unbranded'], n: 2 },
  { day: '2026-11-25', metric: 'visitor', dims: ['/listings/12/unbranded'], n: 2 },
  { day: '2026-11-25', metric: 'view', dims: ['/listings/12'], n: 1 },
  { day: '2026-11-25', metric: 'visitor', dims: ['/listings/12'], n: 1 },
  // The same person on both pages: one listing visitor.
  { day: '2026-11-25', metric: 'listing-visitor', dims: ['/listings/12'], n: 2 },
  { day: '2026-11-25', metric: 'listing-visitor', dims: ['/listings/123'], n: 9 },
  // Another listing whose address starts alike is not this one's.
  { day: '2026-11-25', metric: 'view', dims: ['/listings/123'], n: 9 },
  { day: '2026-11-25', metric: 'interaction', dims: ['video', '/listings/12', ''], n: 4 },
  { day: '2026-11-25', metric: 'interaction', dims: ['tour', '/listings/12/photos', ''], n: 1 },
  { day: '2026-11-25', metric: 'interaction', dims: ['outbound', '/listings/12', 'mls.ca'], n: 7 },
  {
    day: '2026-11-25',
    metric: 'conversion',
    dims: ['quote-request', '/listings/12', 'www.google.com'],
    n: 2,
  },
  { day: '2026-11-25', metric: 'conversion', dims: ['quote-request', '/blog', ''], n: 1 },
];

describe('listingFigures', () => {
  it('when a listing has views, plays and tour opens, then its figures add up per day, a visitor once a day across its pages; conversions are not its leads', async () => {
    let asked: [string, string] | undefined;
    const analytics = {
      now: NOW,
      countsBetween: async (from: string, to: string) => {
        asked = [from, to];
        return rows;
      },
    };
    const figures = await listingFigures(analytics, ['/listings/12'], 3);
    expect(asked).toEqual(['2026-11-23', '2026-11-25']);
    expect(figures).toEqual({
      daily: [
        { day: '2026-11-23', views: 0, visitors: 0 },
        { day: '2026-11-24', views: 6, visitors: 3 },
        { day: '2026-11-25', views: 3, visitors: 2 },
      ],
      videoPlays: 4,
      tourOpens: 1,
    });
  });
});
