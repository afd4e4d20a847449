import type { CollectionSpec, DocumentCollection, DocumentStore } from './document-store.ts';

/**
 * A repository over one collection of the datastore (docs/storage.md): the class names its
 * collection and indexes (`static collection`), `open` opens it on either engine, and the methods
 * read and write `docs` and return plain objects.
 */
export abstract class CollectionRepo<T extends object> {
  protected readonly docs: DocumentCollection<T>;
  constructor(docs: DocumentCollection<T>) {
    this.docs = docs;
  }

  /** The repository on `store`, its collection opened (created when new) with its indexes. */
  static async open<T extends object, R>(
    this: { new (docs: DocumentCollection<T>): R; readonly collection: CollectionSpec },
    store: DocumentStore,
  ): Promise<R> {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the repository class it is called on (SessionRepo.open), which names its collection.
    return new this(await store.collection<T>(this.collection));
  }
}
