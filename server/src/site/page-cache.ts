import { touches } from '#shared/constants/data-tags.ts';
import type { ReadyAnswer } from '../http/ready-answer.ts';

export interface CachedPage {
  answer: ReadyAnswer;
  /** Data tags the page was built from: a change of any of them drops it. */
  tags: readonly string[];
  /** The agency day it was rendered for (its dates): stale from the next day on. */
  day: string;
}

interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Every public page fits many times over; the bound only matters if keys ever multiplied. */
const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 64 * 2 ** 20 };

/**
 * Rendered pages in memory, keyed only by what the server controls (the path of a known route, or
 * one shared key for the 404 page; never Host, never a query string). Bounded in entries and bytes,
 * least recently used out first. `invalidate(tags)` drops every page built from those data.
 */
export class PageCache {
  /** Each page with the turn it was last used in. */
  private readonly entries = new Map<string, { page: CachedPage; used: number }>();
  /**
   * Counts uses. A hit only writes it into its entry: re-inserting the entry to keep the Map in
   * use order cost a delete and an insert on every page answered from memory, and eviction (a
   * scan for the smallest) happens only when the bound is reached, which the site's own pages never do.
   */
  private uses = 0;
  private bytes = 0;
  private readonly limits: PageCacheLimits;
  /** Bumped by every invalidation: a render that started before one must not be stored. */
  generation = 0;

  constructor(limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {
    this.limits = limits;
  }

  get size() {
    return this.entries.size;
  }
  get byteSize() {
    return this.bytes;
  }

  /** The page for `key` if it was rendered for `day`. */
  get(key: string, day: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.page.day !== day) {
      this.delete(key);
      return undefined;
    }
    entry.used = ++this.uses;
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.answer.bytes > this.limits.maxBytes) return;
    this.entries.set(key, { page, used: ++this.uses });
    this.bytes += page.answer.bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.delete(this.leastRecentlyUsed()!);
    }
  }

  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const [key, { page }] of this.entries) {
      if (page.tags.some((tag) => touches(tags, tag))) this.delete(key);
    }
  }

  private leastRecentlyUsed(): string | undefined {
    let oldest: string | undefined;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [key, { used }] of this.entries) {
      if (used < oldestUse) {
        oldest = key;
        oldestUse = used;
      }
    }
    return oldest;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.answer.bytes;
  }
}
