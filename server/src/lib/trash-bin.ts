import { TRASH_KEEP_DAYS, type TrashItem } from '#shared/schemas/trash.ts';
import type { CollectionSpec } from '../db/document-store.ts';
import { CollectionRepo } from '../db/collection-repo.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { PendingAudit } from './pending-audit.ts';

/**
 * A deleted entry as the trash keeps it: `entry` is the full stored entry exactly as it was, so
 * restoring it brings back the same address and content, and the media library sees the pictures
 * it still uses. `kind` is a content kind (`projects`) or a portfolio collection
 * (`photographyPortfolio`). `_id` and `id` are the deleting change's audit id.
 */
export interface TrashDoc {
  id: string;
  kind: string;
  /**
   * Which service restores it: the content service. (Items the portfolio's own store deleted
   * said `portfolio`; they are moved at start: movePortfolioStore.)
   */
  area: 'content';
  entry: { id: string; title: string } & Record<string, unknown>;
  deletedAt: string;
  purgeAt: string;
  who: string;
}

/** Brings a trashed entry back; the content service implements it. */
export interface TrashRestorer {
  /** Restores `doc.entry` under its id and address (409 naming what is in the way) and removes `doc`. */
  restoreFromTrash(doc: TrashDoc, who: string): Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;

/** What the owner's list shows of an item. */
export function summaryOf(doc: TrashDoc): TrashItem {
  return {
    id: doc.id,
    kind: doc.kind,
    itemId: doc.entry.id,
    name: doc.entry.title || doc.entry.id,
    deletedAt: doc.deletedAt,
    purgeAt: doc.purgeAt,
    who: doc.who,
  };
}

/**
 * The trash (collection `trash`, docs/trash.md). A delete puts the entry here when it settles its
 * audit entry (`put` is idempotent, so the settle a crash repeats at start adds nothing twice);
 * items older than TRASH_KEEP_DAYS are purged with an audit line each.
 */
export class TrashBin extends CollectionRepo<TrashDoc> {
  static readonly collection: CollectionSpec = {
    name: 'trash',
    indexes: [{ field: 'purgeAt' }],
  };

  /** The trash item a delete's audit entry describes. */
  static itemOf(pending: PendingAudit, area: TrashDoc['area'], entry: TrashDoc['entry']): TrashDoc {
    const deletedAt = pending.entry.at;
    return {
      id: pending.auditId,
      kind: pending.entry.collection,
      area,
      entry,
      deletedAt,
      purgeAt: new Date(Date.parse(deletedAt) + TRASH_KEEP_DAYS * DAY_MS).toISOString(),
      who: pending.entry.who,
    };
  }

  /** Adds an item; a second put of the same id (a settle repeated after a crash) adds nothing. */
  async put(doc: TrashDoc): Promise<void> {
    await this.docs.insert({ ...doc, _id: doc.id });
  }

  async get(id: string): Promise<TrashDoc | null> {
    const doc = await this.docs.findOne({ _id: id });
    if (!doc) return null;
    const { _id, ...item } = doc;
    return item;
  }

  async remove(id: string): Promise<void> {
    await this.docs.deleteOne({ _id: id });
  }

  /** Rewrites the items a retired area left as items of the content service (idempotent). */
  async moveArea(from: string, entryOf: (entry: TrashDoc['entry']) => TrashDoc['entry']): Promise<void> {
    for (const doc of await this.docs.find({ area: from })) {
      await this.docs.updateOne(
        { _id: doc._id, area: from },
        { set: { area: 'content', entry: entryOf(doc.entry) } },
      );
    }
  }

  /** Newest first, as the owner's list shows them. */
  async list(): Promise<TrashItem[]> {
    return (await this.docs.find({}, { sort: [['deletedAt', -1]] })).map(summaryOf);
  }

  /**
   * Removes every item whose time is up, each with a `purge` line in `trail` (under an id made
   * from the item's, so a purge repeated after a crash records it once). Returns how many.
   */
  async purgeExpired(trail: AuditTrail, now: Date): Promise<number> {
    const expired = await this.docs.find({ purgeAt: { $lt: now.toISOString() } });
    for (const doc of expired) {
      const entry = { who: 'trash', action: 'purge', collection: doc.kind, itemId: doc.entry.id } as const;
      await trail.record({ ...entry, at: now.toISOString(), trashId: doc.id }, `purge-${doc.id}`);
      await this.docs.deleteOne({ _id: doc._id });
    }
    return expired.length;
  }
}
