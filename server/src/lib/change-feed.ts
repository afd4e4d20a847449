/**
 * The in-process "changes" bus: a service publishes the data tags a committed write touched, and
 * whatever keeps a copy derived from that data (the page cache, a bridge to other instances)
 * drops or refreshes it. See docs/change-feed.md.
 *
 * Tags are `area:name` strings made by shared/constants/data-tags.ts, e.g.
 * `portfolio:photographyPortfolio`. A tag names data, not pages: a route declares the tags its page
 * is built from (site/src/app/routes.tsx, docs/rendering.md).
 */

/** Where a change was committed: in this process, or in another instance (relayed by a bridge). */
type ChangeSource = 'local' | 'remote';

export interface Change {
  tags: readonly string[];
  source: ChangeSource;
}

type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /**
   * Tells every subscriber, synchronously and before returning, that data under `tags` changed.
   * Call it after the write is committed (so a subscriber that reads again sees the new data).
   * A bridge that relays another instance's change passes `'remote'`, so it does not send it back.
   */
  publish(tags: readonly string[], source?: ChangeSource): void;
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: ChangeListener): () => void;
}

/**
 * A listener that throws must not fail the write that already committed, nor starve the other
 * listeners: its error goes to `onError` (the server passes its logger).
 */
export function createChangeFeed(
  onError: (err: unknown, change: Change) => void = (err) => console.error('change listener failed', err),
): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    publish(tags, source = 'local') {
      if (tags.length === 0) return;
      const change: Change = { tags: [...tags], source };
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch (err) {
          onError(err, change);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
