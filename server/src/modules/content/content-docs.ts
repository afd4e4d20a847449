import type { EntryMeta } from '#shared/schemas/content-entry.ts';
import { type AuditMarker, type PendingAudit, pendingOf } from '../../lib/pending-audit.ts';
import type { KindName } from './content-kind.ts';

/*
 * The documents stored content is kept as (ContentRepo reads and writes them; the portfolio
 * store's move at start writes them too): one shape for every kind, whichever collection holds it.
 */

/** A stored entry of any kind: the bookkeeping every kind shares plus the kind's own fields. */
export type StoredEntry = EntryMeta & { title: string } & Record<string, unknown>;

/**
 * `_id` is `${kind}:${id}`. The audit marker (top level) is the entry of the last change while it
 * is not yet in the trail; `deleted` marks an entry removed whose entry is not yet recorded (every
 * read skips it; `settle` purges it). See docs/audit-trail.md.
 */
export interface EntryDoc extends AuditMarker {
  kind: KindName;
  /** `${kind}:${slug}`, unique: two entries of a kind can never share an address. */
  slugKey: string;
  /** Top level (filters never reach into `entry`), so a save is a compare-and-set on it. */
  version: number;
  entry: StoredEntry;
  deleted?: true;
  /** While the marker is on: the slug this change left, still to be remembered as an old address. */
  pendingOldSlug?: string;
  /** While the marker is on: the trash item this entry was restored from, still to be removed. */
  restoredFrom?: string;
}

/**
 * A change whose entry document is written but whose follow-up records (version, old address,
 * audit line, trash item) may not all be: the document holds everything needed to write them.
 */
export interface PendingChange {
  pending: PendingAudit;
  kind: KindName;
  /** The entry as the change saved it; null for a removal. */
  entry: StoredEntry | null;
  oldSlug?: string | undefined;
}

export const changeOf = (doc: EntryDoc & { pendingAuditId?: string }): PendingChange | null => {
  const pending = pendingOf(doc);
  if (!pending) return null;
  return { pending, kind: doc.kind, entry: doc.deleted ? null : doc.entry, oldSlug: doc.pendingOldSlug };
};
/** `_id` is `${kind}:${oldSlug}`: an address an entry had before its slug changed (301 to it). */
export interface OldAddressDoc {
  kind: KindName;
  target: string;
}
/** `_id` is `seeded:${kind}`: the kind got its sample entries once. */
export interface SeedMarkerDoc {
  seededAt: string;
}
/** `_id` is `${kind}:${id}:${version}`. */
export interface VersionDoc {
  kind: KindName;
  entryId: string;
  version: number;
  savedAt: string;
  who: string;
  entry: StoredEntry;
}

export const entryDocId = (kind: KindName, id: string) => `${kind}:${id}`;
export const addressDocId = (kind: KindName, slug: string) => `${kind}:${slug}`;
export const versionDocId = (kind: KindName, id: string, version: number) => `${kind}:${id}:${version}`;
/** The version record of an entry as saved. */
export const versionDocOf = (kind: KindName, entry: StoredEntry, who: string, savedAt: string) => ({
  _id: versionDocId(kind, entry.id, entry.version),
  kind,
  entryId: entry.id,
  version: entry.version,
  savedAt,
  who,
  entry,
});
export const slugKey = (kind: KindName, slug: string) => `${kind}:${slug}`;
/** The document an entry is stored as in its kind's collection. */
export const entryDocOf = (kind: KindName, entry: StoredEntry) => ({
  _id: entryDocId(kind, entry.id),
  kind,
  slugKey: slugKey(kind, entry.slug),
  version: entry.version,
  entry,
});
/** A removed entry frees its address at once: its slug key becomes one no slug can produce (`#`). */
export const removedSlugKey = (kind: KindName, id: string) => `${kind}:#removed:${id}`;
export const live = { deleted: { $exists: false } };

/** The indexes of a collection of entries (`content`, and a kind's own: ContentKindDef.collection). */
export const ENTRY_INDEXES = [{ field: 'kind' }, { field: 'slugKey', unique: true }];
