import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { DocumentCollection, DocumentStore, Stored } from '../../db/document-store.ts';

/** The fields of an item the owner sets (everything but order, version and updatedAt). */
export type ItemFields = Omit<PortfolioItem, 'order' | 'version' | 'updatedAt'>;

/** `_id` is `${collection}:${id}`: it makes an id unique within its collection. */
interface ItemDoc extends PortfolioItem {
  collection: CollectionKey;
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

function toItem(doc: Stored<ItemDoc>): PortfolioItem {
  const { _id, collection, ...item } = doc;
  return item;
}

/**
 * Portfolio items (collection `portfolio`). Plain objects in and out; the rules live in the
 * service. Every write is durable before it resolves (the store's promise).
 */
export class PortfolioRepo {
  private readonly store: DocumentCollection<Doc>;
  private constructor(store: DocumentCollection<Doc>) {
    this.store = store;
  }

  static async open(store: DocumentStore): Promise<PortfolioRepo> {
    return new PortfolioRepo(
      await store.collection<Doc>({ name: 'portfolio', indexes: [{ field: 'collection' }] }),
    );
  }

  /** Items of one collection in the owner's order. */
  async list(key: CollectionKey): Promise<PortfolioItem[]> {
    const docs = (await this.store.find(
      { collection: key },
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
    const doc = await this.store.findOne({ _id: docId(key, id) });
    return doc && isItem(doc) ? toItem(doc) : null;
  }

  /** The next free order number at the end of the collection. */
  async nextOrder(key: CollectionKey): Promise<number> {
    const [last] = (await this.store.find(
      { collection: key },
      { sort: [['order', -1]], limit: 1 },
    )) as ItemDoc[];
    return last ? last.order + 1 : 0;
  }

  /** Inserts a new item; false when an item with that id already exists in the collection. */
  async insert(key: CollectionKey, item: PortfolioItem): Promise<boolean> {
    return (await this.store.insert({ ...item, _id: docId(key, item.id), collection: key })) !== null;
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
    const doc = await this.store.updateOne(
      { _id: docId(key, id), version: expectedVersion },
      { set: { ...rest, version: expectedVersion + 1, updatedAt }, unset: absent },
    );
    return doc && isItem(doc) ? toItem(doc) : null;
  }

  async remove(key: CollectionKey, id: string): Promise<boolean> {
    return this.store.deleteOne({ _id: docId(key, id) });
  }

  /** Gives each listed id its position as order. */
  async setOrder(key: CollectionKey, ids: string[]): Promise<void> {
    await this.store.updateEach(ids.map((id, order) => [{ _id: docId(key, id) }, { set: { order } }]));
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
    await this.store.insertMany(docs);
  }
}
