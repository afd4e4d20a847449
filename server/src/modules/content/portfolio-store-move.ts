import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { DocumentStore } from '../../db/document-store.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { type AuditMarker, pendingOf } from '../../lib/pending-audit.ts';
import { TrashBin } from '../../lib/trash-bin.ts';
import { ENTRY_INDEXES, type EntryDoc, type StoredEntry, slugKey } from './content-docs.ts';
import type { ContentRepo } from './content-repo.ts';

/** A portfolio item as the portfolio's own store kept it, before the collections became kinds. */
interface OldItemDoc extends PortfolioItem, AuditMarker {
  collection: CollectionKey;
  deleted?: true;
  restoredFrom?: string;
}

/** That store's record that a collection got its built-in items (`_id` `seeded:<key>`). */
interface OldMarkerDoc {
  seededAt: string;
  count: number;
}

/** An item of the old store as a content entry: its slug is its id, it is live, created when last saved. */
const entryOf = (item: PortfolioItem): StoredEntry => ({
  ...item,
  slug: item.id,
  status: 'published',
  createdAt: item.updatedAt,
});

/**
 * Moves what the portfolio's own store wrote (collection `portfolio`, both engines) into the
 * content service's form, once, at start, before anything reads it (docs/content.md). Each item
 * keeps its id, version and order and is rewritten in place (same `_id`, one document write); a
 * change a crash left half done there is completed first (its audit line, a deleted item into
 * the trash); the seed markers move to the content service's; the old store's trash items become
 * content trash items. Every step is idempotent, so a crash anywhere is finished by the next
 * start. Returns how many items were moved.
 */
export async function movePortfolioStore(
  store: DocumentStore,
  repo: ContentRepo,
  trail: AuditTrail,
): Promise<number> {
  const docs = await store.collection<OldItemDoc | OldMarkerDoc | EntryDoc>({
    name: 'portfolio',
    indexes: ENTRY_INDEXES,
  });
  const trash = await TrashBin.open(store);
  const old = (await docs.find({ collection: { $exists: true } })) as (OldItemDoc & { _id: string })[];
  for (const doc of old) {
    const { _id, collection: key, pendingAuditId, pendingAudit, deleted, restoredFrom, ...item } = doc;
    const pending = pendingOf(doc);
    const entry = entryOf(item);
    // The old store's settle, for a change a crash cut short: the trail, then the trash.
    if (pending) await trail.record(pending.entry, pending.auditId);
    if (restoredFrom) await trash.remove(restoredFrom);
    if (deleted) {
      if (pending) await trash.put(TrashBin.itemOf(pending, 'content', entry));
      await docs.deleteOne({ _id });
      continue;
    }
    // Its version record first: the rewrite below is the step that marks the item moved.
    await repo.saveVersion(key, entry, 'portfolio store', entry.updatedAt);
    const oldFields = [...Object.keys(item).filter((name) => name !== 'version'), 'collection'];
    const markers = ['pendingAuditId', 'pendingAudit', 'restoredFrom'];
    await docs.updateOne(
      { _id, collection: key },
      {
        set: { kind: key, slugKey: slugKey(key, entry.id), version: entry.version, entry },
        unset: [...oldFields, ...markers],
      },
    );
  }
  for (const marker of await docs.find({ seededAt: { $exists: true } })) {
    const key = marker._id.slice('seeded:'.length) as CollectionKey;
    await repo.seed([{ kind: key, entries: [] }], (marker as OldMarkerDoc).seededAt);
    await docs.deleteOne({ _id: marker._id });
  }
  await trash.moveArea('portfolio', (entry) => entryOf(entry as PortfolioItem));
  return old.length;
}
