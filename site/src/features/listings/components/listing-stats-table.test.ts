import { describe, expect, it } from 'vitest';
import { daysToShow } from './listing-stats-table.tsx';

const day = (d: string, views: number, visitors = views) => ({ day: d, views, visitors });

describe('daysToShow', () => {
  it('when the period starts with days of no visit, then the rows run from the first visit to the last day, newest first', () => {
    const days = [day('2026-11-24', 0), day('2026-11-25', 3, 2), day('2026-11-26', 0), day('2026-11-27', 1)];
    expect(daysToShow(days).map((d) => d.day)).toEqual(['2026-11-27', '2026-11-26', '2026-11-25']);
  });

  it('when no day has a visit, then there is no row', () => {
    expect(daysToShow([day('2026-11-26', 0), day('2026-11-27', 0)])).toEqual([]);
  });
});
