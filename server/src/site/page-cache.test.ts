import { describe, expect, it } from 'vitest';
import { ANY_DATA, contentTag, portfolioTag } from '#shared/constants/data-tags.ts';
import type { ReadyAnswer } from '../http/ready-answer.ts';
import { PageCache } from './page-cache.ts';

const DAY = '2026-11-23';
const page = (tags: string[], bytes = 100) => ({
  answer: { bytes } as ReadyAnswer,
  tags,
  day: DAY,
});

describe('page cache invalidation', () => {
  it('when a tag changes, then only the pages built from it are dropped', () => {
    const cache = new PageCache();
    cache.set('/portfolio/drone', page([portfolioTag('dronePortfolio')]));
    cache.set('/projects', page([contentTag('projects')]));
    cache.invalidate([portfolioTag('dronePortfolio')]);
    expect(cache.get('/portfolio/drone', DAY)).toBeUndefined();
    expect(cache.get('/projects', DAY)).toBeDefined();
  });

  it('when "anything may have changed" arrives (a reconnected instance bridge), then every data page is dropped', () => {
    const cache = new PageCache();
    cache.set('/portfolio/drone', page([portfolioTag('dronePortfolio')]));
    cache.set('/projects', page([contentTag('projects')]));
    cache.set('/about', page([]));
    cache.invalidate([ANY_DATA]);
    expect(cache.get('/portfolio/drone', DAY)).toBeUndefined();
    expect(cache.get('/projects', DAY)).toBeUndefined();
    // A page built from no stored data does not depend on it.
    expect(cache.get('/about', DAY)).toBeDefined();
  });

  it('when entries exceed the bound, then the least recently used go first', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('/a', page([]));
    cache.set('/b', page([]));
    cache.get('/a', DAY);
    cache.set('/c', page([]));
    expect(cache.get('/b', DAY)).toBeUndefined();
    expect(cache.get('/a', DAY)).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('when the bytes exceed the bound, then pages go least recently used first until the rest fit', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 300 });
    cache.set('/a', page([], 100));
    cache.set('/b', page([], 100));
    cache.set('/c', page([], 100));
    cache.get('/a', DAY);
    cache.get('/b', DAY);
    cache.set('/d', page([], 200));
    expect(cache.get('/c', DAY)).toBeUndefined();
    expect(cache.get('/a', DAY)).toBeUndefined();
    expect(cache.get('/b', DAY)).toBeDefined();
    expect(cache.get('/d', DAY)).toBeDefined();
    expect(cache.byteSize).toBe(300);
  });
});
