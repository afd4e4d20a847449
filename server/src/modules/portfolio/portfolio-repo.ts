import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import {
  type DocumentCollection,
  type DocumentStore,
  isDuplicateError,
  type Stored,
} from '../../db/document-store.ts';
import {
  type AuditMarker,
  auditMarker,
  distinctPending,
  type PendingAudit,
  pendingOf,
} from '../../lib/pending-audit.ts';
import { TrashBin } from '../../lib/trash-bin.ts';

export type { PendingAudit };

/** The fields of an item the owner sets (everything but order, version and updatedAt). */
export type ItemFields = Omit<PortfolioItem, 'order' | 'version' | 'updatedAt'>;

/**
 * `_id` is `${collection}:${id}`: it makes an id unique within its collection. `deleted` marks an
 * item removed but whose audit entry is not yet in the trail (it is purged once it is).
 */
interface ItemDoc extends PortfolioItem, AuditMarker {
  collection: CollectionKey;
  deleted?: true;
  /** While the marker is on: the trash item this item was restored from, still to be removed. */
  restoredFrom?: string;
}

/** Records that a collection got its built-in items, so they are never put back over the owner's edits. */
interface SeedMarkerDoc {
  seededAt: string;
  count: number;
}

type Doc = ItemDoc | SeedMarkerDoc;

const docId = (key: CollectionKey, id: string) => `${key}:${id}`;
const markerId = (key: CollectionKey) => `seeded:${key}`;
const isItem = (doc: Stored<Doc>): doc is Stored<ItemDoc> => 'collection' in doc;
const live = { deleted: { $exists: false } };
const marker = auditMarker;

function toItem(doc: Stored<ItemDoc>): PortfolioItem {
  const { _id, collection, pendingAuditId, pendingAudit, deleted, restoredFrom, ...item } = doc;
  return item;
}

/**
 * Portfolio items (collection `portfolio`). Plain objects in and out; the rules live in the
 * service. Every write is durable before it resolves (the store's promise).
 */
export class PortfolioRepo {
  private readonly store: DocumentCollection<Doc>;
  private readonly trash: TrashBin;
  private constructor(store: DocumentCollection<Doc>, trash: TrashBin) {
    this.store = store;
    this.trash = trash;
  }

  static async open(store: DocumentStore): Promise<PortfolioRepo> {
    return new PortfolioRepo(
      await store.collection<Doc>({ name: 'portfolio', indexes: [{ field: 'collection' }] }),
      await TrashBin.open(store),
    );
  }

  /** Items of one collection in the owner's order. */
  async list(key: CollectionKey): Promise<PortfolioItem[]> {
    const docs = (await this.store.find(
      { collection: key, ...live },
      {
        sort: [
          ['order', 1],
          ['id', 1],
        ],
      },
    )) as Stored<ItemDoc>[];
    return docs.map(toItem);
  }

  async get(key: CollectionKey, id: string): Promise<PortfolioItem | null> {
    const doc = await this.store.findOne({ _id: docId(key, id), ...live });
    return doc && isItem(doc) ? toItem(doc) : null;
  }

  /** The audit entry left on a live item by its last change, if not yet in the trail. */
  async pendingOn(key: CollectionKey, id: string): Promise<PendingAudit | null> {
    const doc = await this.store.findOne({ _id: docId(key, id), ...live });
    return doc && isItem(doc) ? pendingOf(doc) : null;
  }

  /** Every audit entry still waiting on a document (one per change; a reorder marks many). */
  async pendingAudits(key?: CollectionKey): Promise<PendingAudit[]> {
    const docs = await this.store.find({
      pendingAuditId: { $exists: true },
      ...(key ? { collection: key } : {}),
    });
    return distinctPending(docs.filter(isItem));
  }

  /**
   * Clears a recorded entry's marker, only where it is still that entry's (a later change carries
   * its own). An item whose removal it recorded goes to the trash (docs/trash.md) and its document
   * is purged; a restored item's trash item is removed.
   */
  async settle(auditId: string): Promise<void> {
    for (const doc of (await this.store.find({ pendingAuditId: auditId, deleted: true })).filter(isItem)) {
      const pending = pendingOf(doc);
      if (pending) await this.trash.put(TrashBin.itemOf(pending, 'portfolio', toItem(doc)));
      await this.store.deleteOne({ _id: doc._id, pendingAuditId: auditId });
    }
    const docs = (await this.store.find({ pendingAuditId: auditId })).filter(isItem);
    for (const doc of docs) if (doc.restoredFrom) await this.trash.remove(doc.restoredFrom);
    await this.store.updateEach(
      docs.map((doc) => [
        { _id: doc._id, pendingAuditId: auditId },
        { unset: ['pendingAuditId', 'pendingAudit', 'restoredFrom'] },
      ]),
    );
  }

  /** The next free order number at the end of the collection. */
  async nextOrder(key: CollectionKey): Promise<number> {
    const [last] = (await this.store.find(
      { collection: key, ...live },
      { sort: [['order', -1]], limit: 1 },
    )) as ItemDoc[];
    return last ? last.order + 1 : 0;
  }

  /**
   * Inserts a new item (or one restored from the trash item `restoredFrom`); false when an item
   * with that id already exists in the collection.
   */
  async insert(
    key: CollectionKey,
    item: PortfolioItem,
    pending: PendingAudit,
    restoredFrom?: string,
  ): Promise<boolean> {
    const restore = restoredFrom ? { restoredFrom } : {};
    const doc = { ...item, _id: docId(key, item.id), collection: key, ...marker(pending), ...restore };
    return (await this.store.insert(doc)) !== null;
  }

  /**
   * Replaces the owner's fields of an item if its stored version is still `expectedVersion`
   * (compare-and-set, so two concurrent edits cannot both win). Returns the stored item or null.
   */
  async replace(
    key: CollectionKey,
    fields: ItemFields,
    expectedVersion: number,
    updatedAt: string,
    pending: PendingAudit,
  ): Promise<PortfolioItem | null> {
    const { id, ...rest } = fields;
    const absent = (
      ['thumbnail', 'category', 'specs', 'alt', 'decorative', 'featuredOnService', 'media'] as const
    ).filter((name) => rest[name] === undefined);
    const doc = await this.store.updateOne(
      { _id: docId(key, id), version: expectedVersion, ...live },
      { set: { ...rest, version: expectedVersion + 1, updatedAt, ...marker(pending) }, unset: absent },
    );
    return doc && isItem(doc) ? toItem(doc) : null;
  }

  /**
   * Removes an item still at `version` (it disappears from every read at once); `settle` moves it
   * to the trash and purges the document once the removal's audit entry is in the trail.
   */
  async remove(key: CollectionKey, id: string, version: number, pending: PendingAudit): Promise<boolean> {
    const doc = await this.store.updateOne(
      { _id: docId(key, id), version, ...live },
      { set: { deleted: true, ...marker(pending) } },
    );
    return doc !== null;
  }

  /** Gives each listed id its position as order. */
  async setOrder(key: CollectionKey, ids: string[], pending: PendingAudit): Promise<void> {
    await this.store.updateEach(
      ids.map((id, order) => [{ _id: docId(key, id) }, { set: { order, ...marker(pending) } }]),
    );
  }

  async isSeeded(key: CollectionKey): Promise<boolean> {
    return (await this.store.count({ _id: markerId(key) })) > 0;
  }

  /** Inserts the built-in items and the marker in one batch (one append, one transaction). */
  async seed(key: CollectionKey, items: PortfolioItem[], at: string): Promise<void> {
    const docs: (Doc & { _id: string })[] = [
      ...items.map((item) => ({ ...item, _id: docId(key, item.id), collection: key })),
      { _id: markerId(key), seededAt: at, count: items.length },
    ];
    try {
      await this.store.insertMany(docs);
    } catch (err) {
      // Another instance starting at the same time seeded this collection first (all or none).
      if (!isDuplicateError(err)) throw err;
    }
  }
}
