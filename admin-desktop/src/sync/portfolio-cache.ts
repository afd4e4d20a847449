import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, removeFileDurably, writeJsonFile } from './atomic-file.ts';
import { CONTENT_KINDS, type SyncData, type SyncedItem } from './content-kinds.ts';

const CACHE_FILE = 'portfolio-cache.json';
/** Confirmed writes kept to lay over a snapshot that was on its way while they landed. */
const RECENT_WRITES = 100;

const cacheFileSchema = z.object({
  v: z.literal(1),
  siteUrl: z.string(),
  savedAt: z.string(),
  /** Every collection loaded so far (a kind's lists appear once the owner has opened them online). */
  data: z.record(z.string(), z.array(z.looseObject({ id: z.string(), version: z.number() }))),
});

/**
 * Taken just before a full snapshot is fetched: how many confirmed writes the cache had applied,
 * and the snapshot's place among all fetched, so `save` knows what it missed and whether a newer
 * snapshot of the same list was saved first.
 */
interface SnapshotToken {
  writes: number;
  fetch: number;
}

/** What one write the server confirmed did to a list: the cache takes it from the server's answer. */
export type CacheChange =
  | { type: 'upsert'; key: string; item: SyncedItem }
  | { type: 'remove'; key: string; id: string }
  | { type: 'list'; key: string; items: SyncedItem[] };

const ordered = (key: string) => CONTENT_KINDS.some((k) => k.ordered && k.collections.includes(key));

/**
 * `data` with one confirmed write applied (an ordered kind's list in the owner's order). A list
 * never loaded stays absent: one item would pass for the whole list.
 */
function withChange(data: SyncData, change: CacheChange): SyncData {
  const key = change.key;
  const list = data[key];
  if (!list) return data;
  let next: SyncedItem[];
  if (change.type === 'list') next = change.items;
  else if (change.type === 'remove') next = list.filter((item) => item.id !== change.id);
  else if (list.some((item) => item.id === change.item.id))
    next = list.map((item) => (item.id === change.item.id ? change.item : item));
  else next = [...list, change.item];
  if (ordered(key)) next = [...next].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return { ...data, [key]: next };
}

/**
 * The last data the server answered, every kind's collections (the portfolio, projects, posts),
 * shown with queued changes applied while offline.
 */
export class PortfolioCache {
  private readonly path: string;
  private readonly siteUrl: string;
  private cached: { data: SyncData; savedAt: string } | undefined;
  /** Confirmed writes applied so far: a snapshot fetched before one of them is already stale. */
  private applied = 0;
  /** The latest confirmed writes, oldest first, to lay over a snapshot fetched before them. */
  private recent: CacheChange[] = [];
  /** Snapshots handed out so far, and per list the place of the one saved last. */
  private fetches = 0;
  private readonly savedFetch = new Map<string, number>();
  private writing: Promise<unknown> = Promise.resolve();

  private constructor(path: string, siteUrl: string) {
    this.path = path;
    this.siteUrl = siteUrl;
  }

  static async open(dir: string, siteUrl: string): Promise<PortfolioCache> {
    const cache = new PortfolioCache(join(dir, CACHE_FILE), siteUrl);
    const file = await readJsonFile(cache.path, cacheFileSchema);
    if (file && file.siteUrl === siteUrl)
      cache.cached = { data: file.data as SyncData, savedAt: file.savedAt };
    return cache;
  }

  get data(): SyncData | undefined {
    return this.cached?.data;
  }
  get savedAt(): string | undefined {
    return this.cached?.savedAt;
  }

  /** A token for a full snapshot about to be fetched (see `save`). */
  snapshotToken(): SnapshotToken {
    this.fetches += 1;
    return { writes: this.applied, fetch: this.fetches };
  }

  /**
   * Keeps a full snapshot of the collections in `data` (the others stay as they are). When `token`
   * says confirmed writes were applied since it was fetched, they are laid over it (dropping it
   * would lose a write made to a list the cache did not hold yet); if they cannot be (too many, a
   * new order, the cache cleared), the snapshot is dropped and the cache stays as it is. A list
   * whose snapshot was fetched before the one saved last (two loads crossing: the owner's and the
   * background refresh) keeps the newer one.
   */
  save(data: SyncData, token?: SnapshotToken): Promise<void> {
    return this.serial(async () => {
      let lists = data;
      if (token) {
        lists = Object.fromEntries(
          Object.entries(data).filter(([key]) => (this.savedFetch.get(key) ?? 0) < token.fetch),
        );
        if (Object.keys(lists).length === 0) return;
      }
      let next: SyncData | undefined = { ...this.cached?.data, ...lists };
      if (token && token.writes !== this.applied) next = this.laidOver(next, this.applied - token.writes);
      if (!next) return;
      await this.write(next);
      if (token) for (const key of Object.keys(lists)) this.savedFetch.set(key, token.fetch);
    });
  }

  /** `data` with the last `missed` confirmed writes applied; undefined when that is not safe. */
  private laidOver(data: SyncData, missed: number): SyncData | undefined {
    if (missed > this.recent.length) return undefined;
    const changes = this.recent.slice(this.recent.length - missed);
    if (changes.some((change) => change.type === 'list')) return undefined;
    let next = data;
    for (const change of changes) {
      // The snapshot may already hold a later version (another write after this one): keep it.
      const held =
        change.type === 'upsert' ? next[change.key]?.find((i) => i.id === change.item.id) : undefined;
      if (held && held.version > (change.type === 'upsert' ? change.item.version : 0)) continue;
      next = withChange(next, change);
    }
    return next;
  }

  private async write(data: SyncData): Promise<void> {
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
      this.recent.push(change);
      if (this.recent.length > RECENT_WRITES) this.recent.shift();
      if (this.cached) await this.write(withChange(this.cached.data, change));
    });
  }

  clear(): Promise<void> {
    return this.serial(async () => {
      this.applied += 1;
      this.recent = [];
      this.cached = undefined;
      await removeFileDurably(this.path);
    });
  }
}
