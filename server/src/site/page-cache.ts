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
  private readonly entries = new Map<string, CachedPage>();
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
    if (entry.day !== day) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    if (entry.answer.bytes > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.answer.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => touches(tags, tag))) this.delete(key);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.bytes;
  }
}
