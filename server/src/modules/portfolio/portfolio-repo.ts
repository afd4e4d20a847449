import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

/** The fields of an item the owner sets (everything but order, version and updatedAt). */
export type ItemFields = Omit<PortfolioItem, 'order' | 'version' | 'updatedAt'>;

interface ItemDoc extends PortfolioItem {
  /** `${collection}:${id}`: makes an id unique within its collection. */
  _id?: string;
  collection: CollectionKey;
}

/** Records that a collection got its built-in items, so they are never put back over the owner's edits. */
interface SeedMarkerDoc {
  _id?: string;
  seededAt: string;
  count: number;
}

type Doc = ItemDoc | SeedMarkerDoc;

const docId = (key: CollectionKey, id: string) => `${key}:${id}`;
const markerId = (key: CollectionKey) => `seeded:${key}`;
const isItem = (doc: Doc): doc is ItemDoc => 'collection' in doc;

function toItem(doc: ItemDoc): PortfolioItem {
  const { _id, collection, ...item } = doc;
  return item;
}

/**
 * Portfolio items in nedb (`portfolio.db`). Plain objects in and out; the rules live in the service,
 * so another storage engine only has to implement these methods. Every write is fsynced before it
 * resolves.
 */
export class PortfolioRepo {
  private readonly store: Collection<Doc>;
  private constructor(store: Collection<Doc>) {
    this.store = store;
  }

  static async open(dataDir: string): Promise<PortfolioRepo> {
    const store = await openCollection<Doc>(dataDir, 'portfolio');
    await store.ensureIndex({ fieldName: 'collection' });
    return new PortfolioRepo(store);
  }

  /** Items of one collection in the owner's order. */
  async list(key: CollectionKey): Promise<PortfolioItem[]> {
    const docs = (await this.store.find({ collection: key }).sort({ order: 1, id: 1 })) as ItemDoc[];
    return docs.map(toItem);
  }

  async get(key: CollectionKey, id: string): Promise<PortfolioItem | null> {
    const doc = await this.store.findOne({ _id: docId(key, id) });
    return doc && isItem(doc) ? toItem(doc) : null;
  }

  /** The next free order number at the end of the collection. */
  async nextOrder(key: CollectionKey): Promise<number> {
    const [last] = (await this.store.find({ collection: key }).sort({ order: -1 }).limit(1)) as ItemDoc[];
    return last ? last.order + 1 : 0;
  }

  /** Inserts a new item; false when an item with that id already exists in the collection. */
  async insert(key: CollectionKey, item: PortfolioItem): Promise<boolean> {
    try {
      await this.store.insertOne({ ...item, _id: docId(key, item.id), collection: key });
    } catch (err) {
      if ((err as { errorType?: string }).errorType === 'uniqueViolated') return false;
      throw err;
    }
    await syncToDisk(this.store);
    return true;
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
  ): Promise<PortfolioItem | null> {
    const { id, ...rest } = fields;
    const absent = (['thumbnail', 'category', 'specs', 'alt', 'decorative'] as const).filter(
      (name) => rest[name] === undefined,
    );
    const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const unset = Object.fromEntries(absent.map((name) => [name, true]));
    const count = await this.store.updateOne(
      { _id: docId(key, id), version: expectedVersion },
      {
        $set: { ...set, version: expectedVersion + 1, updatedAt },
        ...(absent.length ? { $unset: unset } : {}),
      },
    );
    if (count === 0) return null;
    await syncToDisk(this.store);
    return this.get(key, id);
  }

  async remove(key: CollectionKey, id: string): Promise<boolean> {
    const count = await this.store.deleteOne({ _id: docId(key, id) }, {});
    if (count > 0) await syncToDisk(this.store);
    return count > 0;
  }

  /** Gives each listed id its position as order. */
  async setOrder(key: CollectionKey, ids: string[]): Promise<void> {
    for (const [order, id] of ids.entries()) {
      await this.store.updateOne({ _id: docId(key, id) }, { $set: { order } });
    }
    await syncToDisk(this.store);
  }

  async isSeeded(key: CollectionKey): Promise<boolean> {
    return (await this.store.count({ _id: markerId(key) })) > 0;
  }

  /** Inserts the built-in items and the marker in one batch (one append to the file). */
  async seed(key: CollectionKey, items: PortfolioItem[], at: string): Promise<void> {
    const docs: Doc[] = [
      ...items.map((item) => ({ ...item, _id: docId(key, item.id), collection: key })),
      { _id: markerId(key), seededAt: at, count: items.length },
    ];
    await this.store.insertMany(docs);
    await syncToDisk(this.store);
  }
}
