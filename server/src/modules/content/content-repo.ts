import type { VersionSummary } from '#shared/schemas/content-entry.ts';
import { type DocumentCollection, type DocumentStore, isDuplicateError } from '../../db/document-store.ts';
import { auditMarker, distinctPending, type PendingAudit, pendingOf } from '../../lib/pending-audit.ts';
import { TrashBin } from '../../lib/trash-bin.ts';
import {
  addressDocId,
  changeOf,
  ENTRY_INDEXES,
  type EntryDoc,
  entryDocId,
  entryDocOf,
  live,
  type OldAddressDoc,
  type PendingChange,
  removedSlugKey,
  type SeedMarkerDoc,
  type StoredEntry,
  slugKey,
  type VersionDoc,
  versionDocId,
  versionDocOf,
} from './content-docs.ts';
import type { KindName } from './content-kind.ts';

export type { PendingChange, StoredEntry };

/** Why a write was refused: the slug is taken, or the stored version moved on. */
export type WriteOutcome = 'ok' | 'slug-taken' | 'version-moved';

/**
 * Content entries through the storage interface: `content` holds the current entries,
 * `content-addresses` old addresses and seed markers, `content-versions` every saved version.
 * Plain objects in and out; the rules live in the service. Every write is durable before it
 * resolves.
 */
export class ContentRepo {
  private readonly collections: Map<string, DocumentCollection<EntryDoc>>;
  private readonly storedIn: Partial<Record<KindName, string>>;
  private readonly addresses: DocumentCollection<OldAddressDoc | SeedMarkerDoc>;
  private readonly versions: DocumentCollection<VersionDoc>;
  private readonly trash: TrashBin;
  private constructor(
    collections: Map<string, DocumentCollection<EntryDoc>>,
    storedIn: Partial<Record<KindName, string>>,
    addresses: DocumentCollection<OldAddressDoc | SeedMarkerDoc>,
    versions: DocumentCollection<VersionDoc>,
    trash: TrashBin,
  ) {
    this.collections = collections;
    this.storedIn = storedIn;
    this.addresses = addresses;
    this.versions = versions;
    this.trash = trash;
  }

  /** `storedIn`: the kinds kept in a collection of their own (ContentKindDef.collection). */
  static async open(store: DocumentStore, storedIn: Partial<Record<KindName, string>> = {}) {
    // Each collection is a file (or table) of its own: opened side by side, as each open waits
    // mostly on the disk.
    const names = [...new Set(['content', ...Object.values(storedIn)])];
    const [entries, addresses, versions, trash] = await Promise.all([
      Promise.all(names.map((name) => store.collection<EntryDoc>({ name, indexes: ENTRY_INDEXES }))),
      store.collection<OldAddressDoc | SeedMarkerDoc>({
        name: 'content-addresses',
        indexes: [{ field: 'target' }],
      }),
      store.collection<VersionDoc>({ name: 'content-versions', indexes: [{ field: 'entryId' }] }),
      TrashBin.open(store),
    ]);
    const collections = new Map(names.map((name, i) => [name, entries[i]!]));
    return new ContentRepo(collections, storedIn, addresses, versions, trash);
  }

  /** The collection a kind's entries are kept in. */
  private entries(kind: KindName): DocumentCollection<EntryDoc> {
    return this.collections.get(this.storedIn[kind] ?? 'content') as DocumentCollection<EntryDoc>;
  }

  async list(kind: KindName): Promise<StoredEntry[]> {
    return (await this.entries(kind).find({ kind, ...live })).map((doc) => doc.entry);
  }

  async get(kind: KindName, id: string): Promise<StoredEntry | null> {
    return (await this.entries(kind).findOne({ _id: entryDocId(kind, id), ...live }))?.entry ?? null;
  }

  async bySlug(kind: KindName, slug: string): Promise<StoredEntry | null> {
    return (await this.entries(kind).findOne({ slugKey: slugKey(kind, slug), ...live }))?.entry ?? null;
  }

  /** The change the entry's document (live or removed) still carries, if any. */
  async pendingOn(kind: KindName, id: string): Promise<PendingChange | null> {
    const doc = await this.entries(kind).findOne({ _id: entryDocId(kind, id) });
    return doc ? changeOf(doc) : null;
  }

  /** Every change still waiting on a document, in every collection of entries. */
  async pendingChanges(): Promise<PendingChange[]> {
    const found: PendingChange[] = [];
    for (const entries of this.collections.values()) {
      const docs = await entries.find({ pendingAuditId: { $exists: true } });
      const ids = new Set(distinctPending(docs).map((one) => one.auditId));
      for (const doc of docs) {
        const change = changeOf(doc);
        if (change && ids.delete(change.pending.auditId)) found.push(change);
      }
    }
    return found;
  }

  /**
   * Clears a recorded entry's marker, only where it is still that entry's (a later change carries
   * its own; a reorder marks every entry it moved). A removed entry goes to the trash
   * (docs/trash.md), then its document and the old addresses that pointed to it are purged; a
   * restored one's trash item is removed.
   */
  async settle(kind: KindName, auditId: string): Promise<void> {
    const entries = this.entries(kind);
    for (const doc of await entries.find({ pendingAuditId: auditId, deleted: true })) {
      const pending = pendingOf(doc);
      if (pending) await this.trash.put(TrashBin.itemOf(pending, 'content', doc.entry));
      await this.addresses.deleteMany({ kind: doc.kind, target: doc.entry.id });
      await entries.deleteOne({ _id: doc._id, pendingAuditId: auditId });
    }
    const marked = await entries.find({ pendingAuditId: auditId });
    for (const doc of marked) if (doc.restoredFrom) await this.trash.remove(doc.restoredFrom);
    if (!marked.length) return;
    const unset = ['pendingAuditId', 'pendingAudit', 'pendingOldSlug', 'restoredFrom'];
    await entries.updateEach(marked.map((doc) => [{ _id: doc._id, pendingAuditId: auditId }, { unset }]));
  }

  /**
   * Gives each entry (as read, at its version) its position as `order`, with the reorder's audit
   * marker, in one durable batch; an entry changed since keeps its place.
   */
  async reorder(kind: KindName, entries: StoredEntry[], pending: PendingAudit): Promise<void> {
    await this.entries(kind).updateEach(
      entries.map((entry, order) => [
        { _id: entryDocId(kind, entry.id), version: entry.version, ...live },
        { set: { entry: { ...entry, order }, ...auditMarker(pending) } },
      ]),
    );
  }

  /** The id of the entry that was once addressed by this slug, if any. */
  async oldSlugTarget(kind: KindName, slug: string): Promise<string | null> {
    const doc = (await this.addresses.findOne({ _id: addressDocId(kind, slug) })) as OldAddressDoc | null;
    return doc?.target ?? null;
  }

  /**
   * Inserts a new entry (or one restored from the trash item `restoredFrom`) with its change's
   * audit marker; refused when its id exists ('version-moved') or its slug is taken.
   */
  async insert(
    kind: KindName,
    entry: StoredEntry,
    pending: PendingAudit,
    restoredFrom?: string,
  ): Promise<WriteOutcome> {
    const doc = entryDocOf(kind, entry);
    const { _id } = doc;
    const restore = restoredFrom ? { restoredFrom } : {};
    if (await this.entries(kind).insert({ ...doc, ...auditMarker(pending), ...restore })) return 'ok';
    return (await this.entries(kind).count({ _id })) > 0 ? 'version-moved' : 'slug-taken';
  }

  /** Replaces an entry if its stored version is still `expectedVersion` (compare-and-set). */
  async replace(
    kind: KindName,
    entry: StoredEntry,
    expectedVersion: number,
    pending: PendingAudit,
    oldSlug?: string,
  ): Promise<WriteOutcome> {
    const holder = await this.bySlug(kind, entry.slug);
    if (holder && holder.id !== entry.id) return 'slug-taken';
    try {
      const set = {
        slugKey: slugKey(kind, entry.slug),
        version: entry.version,
        entry,
        ...auditMarker(pending),
        ...(oldSlug ? { pendingOldSlug: oldSlug } : {}),
      };
      const doc = await this.entries(kind).updateOne(
        { _id: entryDocId(kind, entry.id), version: expectedVersion, ...live },
        { set },
      );
      return doc ? 'ok' : 'version-moved';
    } catch (err) {
      // Another entry took the slug between the check and the write.
      if (isDuplicateError(err)) return 'slug-taken';
      throw err;
    }
  }

  /**
   * Removes an entry still at `version`: it disappears from every read and frees its slug at
   * once; `settle` moves it to the trash and purges its document and old addresses once the
   * removal's audit entry is in the trail. Its versions are kept.
   */
  async remove(kind: KindName, id: string, version: number, pending: PendingAudit): Promise<boolean> {
    const doc = await this.entries(kind).updateOne(
      { _id: entryDocId(kind, id), version, ...live },
      { set: { deleted: true, slugKey: removedSlugKey(kind, id), ...auditMarker(pending) } },
    );
    return doc !== null;
  }

  /** Remembers that `slug` used to address entry `id` (a later entry may take it over). */
  async rememberOldSlug(kind: KindName, slug: string, id: string): Promise<void> {
    const _id = addressDocId(kind, slug);
    if (!(await this.addresses.updateOne({ _id }, { set: { kind, target: id } }))) {
      await this.addresses.insert({ _id, kind, target: id });
    }
  }

  async saveVersion(kind: KindName, entry: StoredEntry, who: string, savedAt: string): Promise<void> {
    // A retried save of the same version finds it there already: nothing to add.
    await this.versions.insert(versionDocOf(kind, entry, who, savedAt));
  }

  /** Newest first. */
  async listVersions(kind: KindName, id: string): Promise<VersionSummary[]> {
    const docs = await this.versions.find({ kind, entryId: id }, { sort: [['version', -1]] });
    return docs.map((doc) => ({
      version: doc.version,
      savedAt: doc.savedAt,
      who: doc.who,
      title: doc.entry.title,
      slug: doc.entry.slug,
      status: doc.entry.status,
    }));
  }

  async getVersion(kind: KindName, id: string, version: number): Promise<StoredEntry | null> {
    return (await this.versions.findOne({ _id: versionDocId(kind, id, version) }))?.entry ?? null;
  }

  async isSeeded(kind: KindName): Promise<boolean> {
    return (await this.addresses.count({ _id: `seeded:${kind}` })) > 0;
  }

  /**
   * Inserts each kind's sample entries (one batch per kind, side by side), then all their first
   * versions (one batch), then the kinds' markers (one batch): three durable writes for every kind
   * at once. A crash before a kind's marker leaves entries without it: the next start passes them
   * as `present`, so nothing is inserted twice and their missing version records are added.
   */
  async seed(batches: SeedBatch[], at: string) {
    const inserted = await Promise.all(
      batches.map(({ kind, entries }) =>
        entries.length
          ? insertedAll(
              this.entries(kind),
              entries.map((entry) => entryDocOf(kind, entry)),
            )
          : true,
      ),
    );
    // A kind another instance starting at the same time seeded first: nothing more to do for it.
    const ours = batches.filter((_, i) => inserted[i]);
    const samples = ours.flatMap(({ kind, entries }) => entries.map((entry) => ({ kind, entry })));
    const versions = samples.map(({ kind, entry }) =>
      versionDocOf(kind, entry, 'sample content', entry.createdAt),
    );
    // One by one when the batch met a version already there.
    const again = versions.length && (await insertedAll(this.versions, versions)) ? [] : samples;
    const leftOver = ours.flatMap(({ kind, present = [] }) =>
      present.filter((one) => one.version === 1).map((entry) => ({ kind, entry })),
    );
    for (const { kind, entry } of [...again, ...leftOver]) {
      await this.saveVersion(kind, entry, 'sample content', entry.createdAt);
    }
    const markers = ours.map(({ kind }) => ({ _id: `seeded:${kind}`, seededAt: at }));
    if (markers.length && !(await insertedAll(this.addresses, markers))) {
      // Another instance marked one of them meanwhile: the others one by one.
      for (const marker of markers) await insertedAll(this.addresses, [marker]);
    }
  }
}

/** One kind's part of a seed: its sample entries, or those a seed cut short left (`present`). */
interface SeedBatch {
  kind: KindName;
  entries: StoredEntry[];
  present?: StoredEntry[];
}

/** Inserts all or none; false when one was there already (the batch adds nothing then). */
function insertedAll<T extends object>(collection: DocumentCollection<T>, docs: (T & { _id: string })[]) {
  return collection.insertMany(docs).then(
    () => true,
    (err: unknown) => {
      if (isDuplicateError(err)) return false;
      throw err;
    },
  );
}
