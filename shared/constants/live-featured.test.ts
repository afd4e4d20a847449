import { describe, expect, it } from 'vitest';
import { featuredOnServicePage, MAX_FEATURED_ON_SERVICE, serviceFeaturing } from './live-featured.ts';

const items = (marks: boolean[]) =>
  marks.map((featuredOnService, i) => ({ id: `i${i}`, ...(featuredOnService ? { featuredOnService } : {}) }));
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('what a service page features', () => {
  it('when no item is marked, then the first items as the page was written (five), in order', () => {
    expect(ids(featuredOnServicePage(items(Array(8).fill(false)), 5))).toEqual([
      'i0',
      'i1',
      'i2',
      'i3',
      'i4',
    ]);
  });

  it('when items are marked, then exactly those, in the portfolio order, however many the page was written with', () => {
    const list = items([false, true, false, false, false, false, true, true]);
    expect(ids(featuredOnServicePage(list, 5))).toEqual(['i1', 'i6', 'i7']);
  });

  it('when more items are marked than a gallery holds, then the first of them up to the cap', () => {
    const shown = featuredOnServicePage(items(Array(20).fill(true)), 5);
    expect(shown).toHaveLength(MAX_FEATURED_ON_SERVICE);
    expect(shown[0]?.id).toBe('i0');
  });

  it('when asked which page features a collection, then the service slug, or none for editing', () => {
    expect(serviceFeaturing('photographyPortfolio')).toBe('photography');
    expect(serviceFeaturing('editingPortfolio')).toBeUndefined();
  });
});
