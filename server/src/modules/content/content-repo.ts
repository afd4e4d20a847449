import type { ContentKind, EntryMeta, VersionSummary } from '#shared/schemas/content-entry.ts';
import { type DocumentCollection, type DocumentStore, isDuplicateError } from '../../db/document-store.ts';
import {
  type AuditMarker,
  auditMarker,
  distinctPending,
  type PendingAudit,
  pendingOf,
} from '../../lib/pending-audit.ts';
import { TrashBin } from '../../lib/trash-bin.ts';

/** A stored entry of any kind: the bookkeeping every kind shares plus the kind's own fields. */
export type StoredEntry = EntryMeta & { title: string } & Record<string, unknown>;

/**
 * `_id` is `${kind}:${id}`. The audit marker (top level) is the entry of the last change while it
 * is not yet in the trail; `deleted` marks an entry removed whose entry is not yet recorded (every
 * read skips it; `settle` purges it). See docs/audit-trail.md.
 */
interface EntryDoc extends AuditMarker {
  kind: ContentKind;
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
  kind: ContentKind;
  /** The entry as the change saved it; null for a removal. */
  entry: StoredEntry | null;
  oldSlug?: string | undefined;
}

const changeOf = (doc: EntryDoc & { pendingAuditId?: string }): PendingChange | null => {
  const pending = pendingOf(doc);
  if (!pending) return null;
  return { pending, kind: doc.kind, entry: doc.deleted ? null : doc.entry, oldSlug: doc.pendingOldSlug };
};
/** `_id` is `${kind}:${oldSlug}`: an address an entry had before its slug changed (301 to it). */
interface OldAddressDoc {
  kind: ContentKind;
  target: string;
}
/** `_id` is `seeded:${kind}`: the kind got its sample entries once. */
interface SeedMarkerDoc {
  seededAt: string;
}
/** `_id` is `${kind}:${id}:${version}`. */
interface VersionDoc {
  kind: ContentKind;
  entryId: string;
  version: number;
  savedAt: string;
  who: string;
  entry: StoredEntry;
}

const entryDocId = (kind: ContentKind, id: string) => `${kind}:${id}`;
const addressDocId = (kind: ContentKind, slug: string) => `${kind}:${slug}`;
const versionDocId = (kind: ContentKind, id: string, version: number) => `${kind}:${id}:${version}`;
const slugKey = (kind: ContentKind, slug: string) => `${kind}:${slug}`;
/** A removed entry frees its address at once: its slug key becomes one no slug can produce (`#`). */
const removedSlugKey = (kind: ContentKind, id: string) => `${kind}:#removed:${id}`;
const live = { deleted: { $exists: false } };

/** Why a write was refused: the slug is taken, or the stored version moved on. */
export type WriteOutcome = 'ok' | 'slug-taken' | 'version-moved';

/**
 * Content entries through the storage interface: `content` holds the current entries,
 * `content-addresses` old addresses and seed markers, `content-versions` every saved version.
 * Plain objects in and out; the rules live in the service. Every write is durable before it
 * resolves.
 */
export class ContentRepo {
  private readonly entries: DocumentCollection<EntryDoc>;
  private readonly addresses: DocumentCollection<OldAddressDoc | SeedMarkerDoc>;
  private readonly versions: DocumentCollection<VersionDoc>;
  private readonly trash: TrashBin;
  private constructor(
    entries: DocumentCollection<EntryDoc>,
    addresses: DocumentCollection<OldAddressDoc | SeedMarkerDoc>,
    versions: DocumentCollection<VersionDoc>,
    trash: TrashBin,
  ) {
    this.entries = entries;
    this.addresses = addresses;
    this.versions = versions;
    this.trash = trash;
  }

  static async open(store: DocumentStore): Promise<ContentRepo> {
    return new ContentRepo(
      await store.collection<EntryDoc>({
        name: 'content',
        indexes: [{ field: 'kind' }, { field: 'slugKey', unique: true }],
      }),
      await store.collection<OldAddressDoc | SeedMarkerDoc>({
        name: 'content-addresses',
        indexes: [{ field: 'target' }],
      }),
      await store.collection<VersionDoc>({ name: 'content-versions', indexes: [{ field: 'entryId' }] }),
      await TrashBin.open(store),
    );
  }

  async list(kind: ContentKind): Promise<StoredEntry[]> {
    return (await this.entries.find({ kind, ...live })).map((doc) => doc.entry);
  }

  async get(kind: ContentKind, id: string): Promise<StoredEntry | null> {
    return (await this.entries.findOne({ _id: entryDocId(kind, id), ...live }))?.entry ?? null;
  }

  async bySlug(kind: ContentKind, slug: string): Promise<StoredEntry | null> {
    return (await this.entries.findOne({ slugKey: slugKey(kind, slug), ...live }))?.entry ?? null;
  }

  /** The change the entry's document (live or removed) still carries, if any. */
  async pendingOn(kind: ContentKind, id: string): Promise<PendingChange | null> {
    const doc = await this.entries.findOne({ _id: entryDocId(kind, id) });
    return doc ? changeOf(doc) : null;
  }

  /** Every change still waiting on a document. */
  async pendingChanges(): Promise<PendingChange[]> {
    const docs = await this.entries.find({ pendingAuditId: { $exists: true } });
    const ids = new Set(distinctPending(docs).map((one) => one.auditId));
    return docs.flatMap((doc) => {
      const change = changeOf(doc);
      return change && ids.delete(change.pending.auditId) ? [change] : [];
    });
  }

  /**
   * Clears a recorded entry's marker, only where it is still that entry's (a later change carries
   * its own). A removed entry goes to the trash (docs/trash.md), then its document and the old
   * addresses that pointed to it are purged; a restored one's trash item is removed.
   */
  async settle(auditId: string): Promise<void> {
    for (const doc of await this.entries.find({ pendingAuditId: auditId, deleted: true })) {
      const pending = pendingOf(doc);
      if (pending) await this.trash.put(TrashBin.itemOf(pending, 'content', doc.entry));
      await this.addresses.deleteMany({ kind: doc.kind, target: doc.entry.id });
      await this.entries.deleteOne({ _id: doc._id, pendingAuditId: auditId });
    }
    const restored = await this.entries.findOne({ pendingAuditId: auditId, restoredFrom: { $exists: true } });
    if (restored?.restoredFrom) await this.trash.remove(restored.restoredFrom);
    await this.entries.updateOne(
      { pendingAuditId: auditId },
      { unset: ['pendingAuditId', 'pendingAudit', 'pendingOldSlug', 'restoredFrom'] },
    );
  }

  /** The id of the entry that was once addressed by this slug, if any. */
  async oldSlugTarget(kind: ContentKind, slug: string): Promise<string | null> {
    const doc = (await this.addresses.findOne({ _id: addressDocId(kind, slug) })) as OldAddressDoc | null;
    return doc?.target ?? null;
  }

  /**
   * Inserts a new entry (or one restored from the trash item `restoredFrom`) with its change's
   * audit marker; refused when its id exists ('version-moved') or its slug is taken.
   */
  async insert(
    kind: ContentKind,
    entry: StoredEntry,
    pending: PendingAudit,
    restoredFrom?: string,
  ): Promise<WriteOutcome> {
    const _id = entryDocId(kind, entry.id);
    const doc = { _id, kind, slugKey: slugKey(kind, entry.slug), version: entry.version, entry };
    const restore = restoredFrom ? { restoredFrom } : {};
    if (await this.entries.insert({ ...doc, ...auditMarker(pending), ...restore })) return 'ok';
    return (await this.entries.count({ _id })) > 0 ? 'version-moved' : 'slug-taken';
  }

  /** Replaces an entry if its stored version is still `expectedVersion` (compare-and-set). */
  async replace(
    kind: ContentKind,
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
      const doc = await this.entries.updateOne(
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
  async remove(kind: ContentKind, id: string, version: number, pending: PendingAudit): Promise<boolean> {
    const doc = await this.entries.updateOne(
      { _id: entryDocId(kind, id), version, ...live },
      { set: { deleted: true, slugKey: removedSlugKey(kind, id), ...auditMarker(pending) } },
    );
    return doc !== null;
  }

  /** Remembers that `slug` used to address entry `id` (a later entry may take it over). */
  async rememberOldSlug(kind: ContentKind, slug: string, id: string): Promise<void> {
    const _id = addressDocId(kind, slug);
    if (!(await this.addresses.updateOne({ _id }, { set: { kind, target: id } }))) {
      await this.addresses.insert({ _id, kind, target: id });
    }
  }

  async saveVersion(kind: ContentKind, entry: StoredEntry, who: string, savedAt: string): Promise<void> {
    const _id = versionDocId(kind, entry.id, entry.version);
    // A retried save of the same version finds it there already: nothing to add.
    await this.versions.insert({ _id, kind, entryId: entry.id, version: entry.version, savedAt, who, entry });
  }

  /** Newest first. */
  async listVersions(kind: ContentKind, id: string): Promise<VersionSummary[]> {
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

  async getVersion(kind: ContentKind, id: string, version: number): Promise<StoredEntry | null> {
    return (await this.versions.findOne({ _id: versionDocId(kind, id, version) }))?.entry ?? null;
  }

  async isSeeded(kind: ContentKind): Promise<boolean> {
    return (await this.addresses.count({ _id: `seeded:${kind}` })) > 0;
  }

  /**
   * Inserts the sample entries (one batch), then their first versions, then the marker. A crash
   * before the marker leaves entries without it: the next start passes them as `present`, so
   * nothing is inserted twice and their missing version records are added (idempotent inserts).
   */
  async seed(kind: ContentKind, entries: StoredEntry[], at: string, present: StoredEntry[] = []) {
    if (entries.length) {
      const inserted = await this.entries
        .insertMany(
          entries.map((entry) => ({
            _id: entryDocId(kind, entry.id),
            kind,
            slugKey: slugKey(kind, entry.slug),
            version: entry.version,
            entry,
          })),
        )
        .then(
          () => true,
          (err: unknown) => {
            // Another instance starting at the same time seeded this kind first.
            if (isDuplicateError(err)) return false;
            throw err;
          },
        );
      if (!inserted) return;
    }
    for (const entry of [...entries, ...present.filter((one) => one.version === 1)]) {
      await this.saveVersion(kind, entry, 'sample content', entry.createdAt);
    }
    await this.addresses.insert({ _id: `seeded:${kind}`, seededAt: at });
  }
}
