import type { SyncStatus } from '../sync/sync-status.ts';

/**
 * What was said of each refused change opened in its editor, kept only for the changes still
 * listed: one that left the list (dismissed, saved from its editor, its site changed) takes its
 * note along, as its row is gone and its id never comes back. The same object when nothing left.
 */
export function notesStillListed<T>(
  opened: Partial<Record<string, T>>,
  status: SyncStatus | null,
): Partial<Record<string, T>> {
  const listed = new Set(status?.failures.map((failure) => failure.id));
  const kept = Object.entries(opened).filter(([id]) => listed.has(id));
  return kept.length === Object.keys(opened).length ? opened : Object.fromEntries(kept);
}
