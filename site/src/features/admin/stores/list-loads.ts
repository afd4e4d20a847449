import { messageOf } from '#shared/api/api-error.ts';
import { isStatus } from '../lib/error-notice.ts';
import type { ToastInput } from './toast-store.ts';

/** What a store does with a list it asked for: show it, or say what went wrong. */
interface ListHandlers<T> {
  show(list: T): void;
  /** It could not be had (and `kept` does not keep one on screen): the section says why. */
  fail(error: unknown): void;
  /** A section's list: one on screen stays when it cannot be refreshed (refreshFailedNotice). */
  kept?: {
    /** Whether a list is on screen already: opened before, or loaded by the dashboard to count it. */
    shown(): boolean;
    /** Tells the owner the list on screen could not be refreshed (ToastState.offer: never over an error notice). */
    notify(notice: ToastInput): void;
  };
}

/**
 * A list on screen that could not be asked for again stays: the notice says so and why. Taking it
 * away for an error would leave the owner nothing to read for a blip of the connection (a
 * fresh-clone run saw Subscribers and its Export CSV replaced by "seem offline" a moment after they
 * showed). The portfolio keeps its list the same way, with the spec's own words (portfolio-store.ts);
 * an entry's versions have their own offline state (versions-store.ts).
 */
export const refreshFailedNotice = (error: unknown): ToastInput => ({
  title: 'This list could not be refreshed',
  description: `${messageOf(error)} It shows what was last loaded.`,
  variant: 'destructive',
});

/**
 * Orders a list's loads against the owner's own changes to it. A section asks for its list each
 * time it opens, so a list can still be on its way when the owner deletes, restores or changes an
 * entry; shown after that, it would bring back what was just deleted (a fresh-clone run saw a
 * deleted quote request come back). A list asked for before such a change is asked for again, and
 * one overtaken by a newer load is dropped (its failure too: the newer one reports).
 */
export function createListLoads() {
  let loads = 0;
  let changes = 0;
  return {
    async run<T>(fetchList: () => Promise<T>, on: ListHandlers<T>): Promise<void> {
      for (;;) {
        const load = ++loads;
        const changesThen = changes;
        try {
          const list = await fetchList();
          if (load !== loads) return;
          if (changesThen === changes) return on.show(list);
        } catch (error) {
          if (load !== loads) return;
          if (on.kept?.shown() && !isStatus(error, 401)) on.kept.notify(refreshFailedNotice(error));
          else on.fail(error);
          return;
        }
      }
    },
    /** The owner changed the list here (an entry deleted, restored, saved or moved). */
    changed() {
      changes += 1;
    },
  };
}
