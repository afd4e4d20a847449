import { join } from 'node:path';
import { z } from 'zod';
import {
  type CollectionKey,
  type PortfolioData,
  type PortfolioItem,
  portfolioDataSchema,
} from '#shared/schemas/portfolio.ts';
import { readJsonFile, removeFileDurably, writeJsonFile } from './atomic-file.ts';

const CACHE_FILE = 'portfolio-cache.json';

const cacheFileSchema = z.object({
  v: z.literal(1),
  siteUrl: z.string(),
  savedAt: z.string(),
  data: portfolioDataSchema,
});

/** What one write the server confirmed did to a list: the cache takes it from the server's answer. */
export type CacheChange =
  | { type: 'upsert'; key: string; item: PortfolioItem }
  | { type: 'remove'; key: string; id: string }
  | { type: 'list'; key: string; items: PortfolioItem[] };

/** `data` with one confirmed write applied (a list in the owner's order). */
export function withChange(data: PortfolioData, change: CacheChange): PortfolioData {
  const key = change.key as CollectionKey;
  const list = data[key];
  if (!list) return data;
  let next: PortfolioItem[];
  if (change.type === 'list') next = change.items;
  else if (change.type === 'remove') next = list.filter((item) => item.id !== change.id);
  else if (list.some((item) => item.id === change.item.id))
    next = list.map((item) => (item.id === change.item.id ? change.item : item));
  else next = [...list, change.item];
  return { ...data, [key]: [...next].sort((a, b) => a.order - b.order) };
}

/** The last portfolio data the server answered, shown (with queued changes applied) while offline. */
export class PortfolioCache {
  private readonly path: string;
  private readonly siteUrl: string;
  private cached: { data: PortfolioData; savedAt: string } | undefined;
  /** Confirmed writes applied so far: a snapshot fetched before one of them is already stale. */
  private applied = 0;
  private writing: Promise<unknown> = Promise.resolve();

  private constructor(path: string, siteUrl: string) {
    this.path = path;
    this.siteUrl = siteUrl;
  }

  static async open(dir: string, siteUrl: string): Promise<PortfolioCache> {
    const cache = new PortfolioCache(join(dir, CACHE_FILE), siteUrl);
    const file = await readJsonFile(cache.path, cacheFileSchema);
    if (file && file.siteUrl === siteUrl) cache.cached = { data: file.data, savedAt: file.savedAt };
    return cache;
  }

  get data(): PortfolioData | undefined {
    return this.cached?.data;
  }
  get savedAt(): string | undefined {
    return this.cached?.savedAt;
  }

  /** A token for a full snapshot about to be fetched: `save` drops it if a write landed meanwhile. */
  snapshotToken(): number {
    return this.applied;
  }

  /** Keeps a full snapshot, unless `token` says a confirmed write was applied since it was fetched. */
  save(data: PortfolioData, token?: number): Promise<void> {
    return this.serial(async () => {
      if (token !== undefined && token !== this.applied) return;
      await this.write(data);
    });
  }

  private async write(data: PortfolioData): Promise<void> {
    const savedAt = new Date().toISOString();
    await writeJsonFile(this.path, { v: 1, siteUrl: this.siteUrl, savedAt, data });
    this.cached = { data, savedAt };
  }

  private serial(job: () => Promise<void>): Promise<void> {
    const run = this.writing.then(job);
    this.writing = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies one write the server confirmed, durably, so the offline view never waits for a full
   * reload (which may never come: the site can drop right after its last answer).
   */
  apply(change: CacheChange): Promise<void> {
    return this.serial(async () => {
      this.applied += 1;
      if (this.cached) await this.write(withChange(this.cached.data, change));
    });
  }

  clear(): Promise<void> {
    return this.serial(async () => {
      this.applied += 1;
      this.cached = undefined;
      await removeFileDurably(this.path);
    });
  }
}
