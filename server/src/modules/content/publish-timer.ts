import { contentTag, touches } from '#shared/constants/data-tags.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/** setTimeout's longest delay (about 24.8 days); a later date is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

interface ScheduledEntries {
  /** Every entry of a kind, drafts included (status and publish date are what matter here). */
  listAll(kind: ContentKind): Promise<{ status: string; publishAt?: string | undefined }[]>;
}

/**
 * An entry published with a future date goes live with no write at that moment, so nothing would
 * tell the page cache. This timer publishes the kind's tag on the change feed when the next such
 * date comes, exactly as a write would, and plans again after every change of that kind.
 */
export class PublishTimer {
  private readonly timers = new Map<ContentKind, NodeJS.Timeout>();
  private readonly entries: ScheduledEntries;
  private readonly changes: ChangeFeed;
  private readonly now: () => Date;
  private readonly onError: (err: unknown) => void;
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    entries: ScheduledEntries,
    changes: ChangeFeed,
    kinds: readonly ContentKind[],
    now: () => Date = () => new Date(),
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.entries = entries;
    this.changes = changes;
    this.now = now;
    this.onError = onError;
    this.unsubscribe = changes.subscribe(({ tags }) => {
      for (const kind of kinds) if (touches(tags, contentTag(kind))) this.plan(kind);
    });
    for (const kind of kinds) this.plan(kind);
  }

  /** The next future publish date of a kind, or null (what the timer waits for; for tests too). */
  async next(kind: ContentKind): Promise<number | null> {
    const now = this.now().getTime();
    let soonest: number | null = null;
    for (const entry of await this.entries.listAll(kind)) {
      if (entry.status !== 'published' || !entry.publishAt) continue;
      const at = Date.parse(entry.publishAt);
      if (at > now && (soonest === null || at < soonest)) soonest = at;
    }
    return soonest;
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private plan(kind: ContentKind): void {
    this.next(kind).then((at) => {
      if (this.stopped) return;
      clearTimeout(this.timers.get(kind));
      this.timers.delete(kind);
      if (at === null) return;
      const delay = Math.min(Math.max(at - this.now().getTime(), 0), MAX_DELAY_MS);
      const timer = setTimeout(() => {
        this.timers.delete(kind);
        // The date came: visitors' pages change now. Publishing replans through the listener.
        if (this.now().getTime() >= at) this.changes.publish([contentTag(kind)]);
        else this.plan(kind);
      }, delay);
      timer.unref();
      this.timers.set(kind, timer);
    }, this.onError);
  }
}
