import type { ContentKind, EntryMeta, VersionSummary } from '#shared/schemas/content-entry.ts';
import { openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

/** A stored entry of any kind: the bookkeeping every kind shares plus the kind's own fields. */
export type StoredEntry = EntryMeta & { title: string } & Record<string, unknown>;

interface EntryDoc {
  _id?: string;
  kind: ContentKind;
  /** `${kind}:${slug}`, unique: two entries of a kind can never share an address. */
  slugKey: string;
  entry: StoredEntry;
}
/** An address an entry had before its slug changed: answered with a 301 to the current one. */
interface OldSlugDoc {
  _id?: string;
  kind: ContentKind;
  oldSlug: string;
  target: string;
}
interface SeedMarkerDoc {
  _id?: string;
  seededAt: string;
}
type Doc = EntryDoc | OldSlugDoc | SeedMarkerDoc;

interface VersionDoc {
  _id?: string;
  kind: ContentKind;
  entryId: string;
  version: number;
  savedAt: string;
  who: string;
  entry: StoredEntry;
}

const entryDocId = (kind: ContentKind, id: string) => `e:${kind}:${id}`;
const oldSlugDocId = (kind: ContentKind, slug: string) => `r:${kind}:${slug}`;
const versionDocId = (kind: ContentKind, id: string, version: number) => `${kind}:${id}:${version}`;
const slugKey = (kind: ContentKind, slug: string) => `${kind}:${slug}`;

/** Why a write was refused: the slug is taken, or the stored version moved on. */
export type WriteOutcome = 'ok' | 'slug-taken' | 'version-moved';

const isUniqueViolation = (err: unknown) => (err as { errorType?: string }).errorType === 'uniqueViolated';

/**
 * Content entries in nedb: `content.db` holds the current entries, old addresses and seed markers;
 * `content-versions.db` keeps every saved version. Plain objects in and out; the rules live in the
 * service. Every write is fsynced before it resolves.
 */
export class ContentRepo {
  private readonly store: Collection<Doc>;
  private readonly versions: Collection<VersionDoc>;
  private constructor(store: Collection<Doc>, versions: Collection<VersionDoc>) {
    this.store = store;
    this.versions = versions;
  }

  static async open(dataDir: string): Promise<ContentRepo> {
    const store = await openCollection<Doc>(dataDir, 'content');
    await store.ensureIndex({ fieldName: 'kind' });
    await store.ensureIndex({ fieldName: 'slugKey', unique: true, sparse: true });
    const versions = await openCollection<VersionDoc>(dataDir, 'content-versions');
    await versions.ensureIndex({ fieldName: 'entryId' });
    return new ContentRepo(store, versions);
  }

  async list(kind: ContentKind): Promise<StoredEntry[]> {
    const docs = (await this.store.find({ kind, slugKey: { $exists: true } })) as EntryDoc[];
    return docs.map((doc) => doc.entry);
  }

  async get(kind: ContentKind, id: string): Promise<StoredEntry | null> {
    const doc = (await this.store.findOne({ _id: entryDocId(kind, id) })) as EntryDoc | null;
    return doc?.entry ?? null;
  }

  async bySlug(kind: ContentKind, slug: string): Promise<StoredEntry | null> {
    const doc = (await this.store.findOne({ slugKey: slugKey(kind, slug) })) as EntryDoc | null;
    return doc?.entry ?? null;
  }

  /** The id of the entry that was once addressed by this slug, if any. */
  async oldSlugTarget(kind: ContentKind, slug: string): Promise<string | null> {
    const doc = (await this.store.findOne({ _id: oldSlugDocId(kind, slug) })) as OldSlugDoc | null;
    return doc?.target ?? null;
  }

  /** Inserts a new entry; refused when its id exists ('version-moved') or its slug is taken. */
  async insert(kind: ContentKind, entry: StoredEntry): Promise<WriteOutcome> {
    try {
      await this.store.insertOne({
        _id: entryDocId(kind, entry.id),
        kind,
        slugKey: slugKey(kind, entry.slug),
        entry,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return (await this.get(kind, entry.id)) ? 'version-moved' : 'slug-taken';
    }
    await syncToDisk(this.store);
    return 'ok';
  }

  /** Replaces an entry if its stored version is still `expectedVersion` (compare-and-set). */
  async replace(kind: ContentKind, entry: StoredEntry, expectedVersion: number): Promise<WriteOutcome> {
    let count: number;
    try {
      count = await this.store.updateOne(
        { _id: entryDocId(kind, entry.id), 'entry.version': expectedVersion },
        { $set: { slugKey: slugKey(kind, entry.slug), entry } },
      );
    } catch (err) {
      if (isUniqueViolation(err)) return 'slug-taken';
      throw err;
    }
    if (count === 0) return 'version-moved';
    await syncToDisk(this.store);
    return 'ok';
  }

  /** Removes an entry and the old addresses that pointed to it; its versions are kept for the audit. */
  async remove(kind: ContentKind, id: string): Promise<boolean> {
    const count = await this.store.deleteOne({ _id: entryDocId(kind, id) }, {});
    if (count > 0) {
      await this.store.deleteMany({ kind, target: id }, { multi: true });
      await syncToDisk(this.store);
    }
    return count > 0;
  }

  /** Remembers that `slug` used to address entry `id` (a later entry may take it over). */
  async rememberOldSlug(kind: ContentKind, slug: string, id: string): Promise<void> {
    const _id = oldSlugDocId(kind, slug);
    await this.store.updateOne({ _id }, { _id, kind, oldSlug: slug, target: id }, { upsert: true });
    await syncToDisk(this.store);
  }

  async saveVersion(kind: ContentKind, entry: StoredEntry, who: string, savedAt: string): Promise<void> {
    const _id = versionDocId(kind, entry.id, entry.version);
    const doc: VersionDoc = { _id, kind, entryId: entry.id, version: entry.version, savedAt, who, entry };
    await this.versions.updateOne({ _id }, doc, { upsert: true });
    await syncToDisk(this.versions);
  }

  /** Newest first. */
  async listVersions(kind: ContentKind, id: string): Promise<VersionSummary[]> {
    const docs = await this.versions.find({ kind, entryId: id }).sort({ version: -1 });
    return docs.map((doc) => ({
      version: doc.version,
      savedAt: doc.savedAt,
      who: doc.who,
      title: doc.entry.title,
      slug: doc.entry.slug,
      status: doc.entry.status,
    }));
  }

  async getVersion(kind: ContentKind, id: string, version: number): Promise<StoredEntry | null> {
    const doc = await this.versions.findOne({ _id: versionDocId(kind, id, version) });
    return doc?.entry ?? null;
  }

  async isSeeded(kind: ContentKind): Promise<boolean> {
    return (await this.store.count({ _id: `seeded:${kind}` })) > 0;
  }

  /**
   * Inserts the sample entries with the marker (one append), then their first versions. A crash in
   * between only loses the sample entries' first version records (never the entries).
   */
  async seed(kind: ContentKind, entries: StoredEntry[], at: string): Promise<void> {
    const docs: Doc[] = [
      ...entries.map((entry) => ({
        _id: entryDocId(kind, entry.id),
        kind,
        slugKey: slugKey(kind, entry.slug),
        entry,
      })),
      { _id: `seeded:${kind}`, seededAt: at },
    ];
    await this.store.insertMany(docs);
    await syncToDisk(this.store);
    for (const entry of entries) await this.saveVersion(kind, entry, 'sample content', at);
  }
}
