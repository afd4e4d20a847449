/** What a store does with a list it asked for: show it, or say what went wrong. */
interface ListHandlers<T> {
  show(list: T): void;
  fail(error: unknown): void;
}

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
          if (load === loads) on.fail(error);
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
