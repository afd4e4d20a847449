import { describe, expect, it } from 'vitest';
import { YieldToPages } from './yield-to-pages.ts';

describe('work held back for pages', () => {
  it('when callers wait, then none goes before work already queued for this turn, and at most a batch goes per turn', async () => {
    const lane = new YieldToPages(3);
    const order: string[] = [];
    const waits = Array.from({ length: 7 }, (_, i) => lane.turn().then(() => order.push(`beacon ${i}`)));
    // Stands for a page read in the same poll phase: answered before any beacon.
    order.push('page');
    // Each turn of the event loop: a page request read in the poll phase between batches.
    setImmediate(() => setImmediate(() => order.push('page between batches')));
    await Promise.all(waits);
    expect(order.slice(0, 4)).toEqual(['page', 'beacon 0', 'beacon 1', 'beacon 2']);
    expect(order.filter((o) => o.startsWith('beacon'))).toEqual(
      Array.from({ length: 7 }, (_, i) => `beacon ${i}`),
    );
    // The second batch waited for a later turn than the first.
    expect(order.indexOf('page between batches')).toBeGreaterThan(order.indexOf('beacon 2'));
    expect(order.indexOf('page between batches')).toBeLessThan(order.indexOf('beacon 6'));
    expect(lane.waiting).toBe(0);
  });
});
