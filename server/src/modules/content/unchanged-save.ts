import { isDeepStrictEqual } from 'node:util';
import type { StoredEntry } from './content-repo.ts';

/** An entry's content: what a save may change, without what every write sets anew. */
function contentOf(entry: StoredEntry): unknown {
  const { version: _v, updatedAt: _u, createdAt: _c, ...content } = entry;
  // As stored: a field set to undefined is no field, and PostgreSQL does not keep key order.
  return JSON.parse(JSON.stringify(content));
}

/**
 * Whether saving `next` over `stored` would change nothing: Save pressed again, or an edit typed
 * and taken back before the draft saved itself. Such a save keeps the version, so the history
 * lists the owner's changes, not their clicks.
 */
export function changesNothing(stored: StoredEntry, next: StoredEntry): boolean {
  return isDeepStrictEqual(contentOf(stored), contentOf(next));
}
