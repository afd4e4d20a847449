import { timestampId } from '#shared/constants/timestamp-id.ts';
import { slugFromTitle } from '#shared/schemas/content-entry.ts';
import { labelsOf } from '#shared/schemas/field-problems.ts';
import { conflict } from '../../http/http-error.ts';
import { fieldRefusal, parseInput } from '../../http/validate.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { pendingAudit } from '../../lib/pending-audit.ts';
import { ContentCommits } from './content-commit.ts';
import { ContentReads } from './content-reads.ts';
import type { ContentKindDef, KindName, KindTools } from './content-kind.ts';
import { changedElsewhere, idTaken, slugTaken } from './content-messages.ts';
import type { TrashDoc, TrashRestorer } from '../../lib/trash-bin.ts';
import type { ContentRepo, StoredEntry, WriteOutcome } from './content-repo.ts';
import { contentTag } from '#shared/constants/data-tags.ts';
import { changesNothing } from './unchanged-save.ts';

type CreateInput = Record<string, unknown> & { id?: string | undefined };
type UpdateInput = Record<string, unknown> & { id?: string | undefined; version?: number | undefined };

interface ContentServiceOptions {
  /** Told after every committed change, so the page cache drops what showed the old data. */
  changes?: ChangeFeed;
  now?: () => Date;
  /** What a kind's `prepare` asks of the uploads (UploadStore: describe, socialImage, makeMlsFiles). */
  describeImage?: KindTools['describeImage'];
  socialImage?: KindTools['socialImage'];
  makeDeliveryFiles?: KindTools['makeDeliveryFiles'];
  /** Told when a committed change's history could not be written yet (ContentCommits.completeApplied). */
  onLateFailure?: (err: unknown) => void;
}

/**
 * The rules of stored content, the same for every kind: ids, unique slugs, versions (optimistic
 * concurrency, every change kept), publication, old addresses, the trash and the audit trail. Each
 * change is one document write, completed by `ContentCommits` (docs/audit-trail.md).
 */
export class ContentService extends ContentReads implements TrashRestorer {
  private readonly commits: ContentCommits;
  private readonly changes: ChangeFeed | undefined;
  private readonly tools: KindTools;

  constructor(
    repo: ContentRepo,
    audit: AuditTrail,
    kinds: ContentKindDef[],
    options: ContentServiceOptions = {},
  ) {
    super(repo, kinds, options.now ?? (() => new Date()));
    this.commits = new ContentCommits(repo, audit, options.onLateFailure);
    this.changes = options.changes;
    this.tools = {
      describeImage: options.describeImage ?? (async () => undefined),
      socialImage: options.socialImage ?? (async () => undefined),
      makeDeliveryFiles: options.makeDeliveryFiles ?? (() => undefined),
    };
  }

  /** The kind's stored fields for a parsed input: its `normalise`, then its `prepare` if it has one. */
  private async fieldsOf(def: ContentKindDef, id: string, input: Record<string, unknown>) {
    const fields = def.normalise(id, input);
    return def.prepare ? def.prepare(fields, this.tools) : fields;
  }

  /** Told after the datastore accepted a write, before anything that could still fail. */
  private changed(def: ContentKindDef) {
    this.changes?.publish([def.tag ?? contentTag(def.kind)]);
  }

  /** Where a new entry of an ordered kind goes: after the last. */
  private async nextOrder(def: ContentKindDef) {
    if (!def.ordered) return {};
    const orders = (await this.repo.list(def.kind)).map((entry) => Number(entry.order));
    return { order: orders.length ? Math.max(...orders) + 1 : 0 };
  }

  /** Completes every change a crash left half done (at start); returns how many. */
  reconcileAudit(): Promise<number> {
    return this.commits.reconcile();
  }

  /** `input` is the body parsed with the kind's createSchema (the router does that). */
  async create(kind: KindName, input: CreateInput, who: string): Promise<StoredEntry> {
    const def = this.def(kind);
    const at = this.now().toISOString();
    // A chosen id: the same create applied again is refused, its entry deleted since or not.
    const again = (id: string, slug: string) =>
      this.fieldsOf(def, id, { ...input, slug: input.slug ?? slug });
    if (input.id) await this.commits.refuseReplayedCreate(def, input.id, again);
    // A draft saved without an address gets its title's, numbered when another entry has it.
    const derived = input.slug === undefined && typeof input.title === 'string';
    const base = derived ? slugFromTitle(String(input.title), def.noun) : undefined;
    const order = await this.nextOrder(def);
    let tries = 1;
    for (let t = this.now().getTime(); ; t += 1) {
      const id = input.id ?? timestampId(def.idPrefix ?? def.noun, t);
      const slug = base && (tries === 1 ? base : `${base}-${tries}`);
      const entry = {
        ...(await this.fieldsOf(def, id, slug ? { ...input, slug } : input)),
        ...order,
        id,
        version: 1,
        createdAt: at,
        updatedAt: at,
      } as StoredEntry;
      const pending = pendingAudit({
        who,
        action: 'create',
        collection: kind,
        itemId: id,
        at,
        afterVersion: 1,
      });
      const outcome = await this.repo.insert(kind, entry, pending);
      if (outcome === 'slug-taken' && derived && tries < 100) {
        tries += 1;
        continue;
      }
      if (outcome === 'slug-taken') throw slugTaken(def, entry.slug);
      if (outcome === 'version-moved') {
        // A chosen id that is taken is the client's mistake; a generated one just lost a race.
        if (input.id) throw idTaken(def, id);
        continue;
      }
      this.changed(def);
      await this.commits.completeApplied({ pending, kind, entry });
      return entry;
    }
  }

  /**
   * `version`, when sent, must equal the stored one; each save that changes something adds one and
   * is kept as a version (one that changes nothing answers the entry as it is).
   */
  async update(kind: KindName, id: string, input: UpdateInput, who: string): Promise<StoredEntry> {
    const def = this.def(kind);
    if (input.id !== undefined && input.id !== id) {
      const problem = { path: ['id'], message: 'does not match the address' };
      throw fieldRefusal(400, [problem], labelsOf(def.updateSchema));
    }
    const stored = await this.get(kind, id);
    if (input.version !== undefined && input.version !== stored.version) {
      throw changedElsewhere(def, stored.version);
    }
    const slug = (await def.slugOnUpdate?.(stored, input, this.repo)) ?? input.slug ?? stored.slug;
    const fields = await this.fieldsOf(def, id, { ...input, slug });
    const action =
      stored.status === fields.status ? 'update' : fields.status === 'published' ? 'publish' : 'unpublish';
    return this.write(def, stored, fields, who, action);
  }

  /** `expectedVersion`, when given, must be the stored version (409 otherwise: changed elsewhere). */
  async remove(kind: KindName, id: string, who: string, expectedVersion?: number): Promise<void> {
    const def = this.def(kind);
    const stored = await this.get(kind, id);
    if (expectedVersion !== undefined && expectedVersion !== stored.version) {
      throw changedElsewhere(def, stored.version);
    }
    await this.commits.settlePrevious(kind, id);
    const at = this.now().toISOString();
    const pending = pendingAudit({
      who,
      action: 'delete',
      collection: kind,
      itemId: id,
      at,
      beforeVersion: stored.version,
    });
    if (!(await this.repo.remove(kind, id, stored.version, pending))) {
      // Removed or changed between the read and the write.
      const current = await this.get(kind, id);
      throw changedElsewhere(def, current.version);
    }
    this.changed(def);
    await this.commits.completeApplied({ pending, kind, entry: null });
  }

  /**
   * Brings a trashed entry back with its id, address and content, as a new version. 409 when its
   * address is now another entry's (naming it) or its id is live again.
   */
  async restoreFromTrash(doc: TrashDoc, who: string): Promise<void> {
    const def = this.def(doc.kind as KindName);
    const { kind } = def;
    const old = doc.entry as StoredEntry;
    await this.commits.settlePrevious(kind, old.id);
    const at = this.now().toISOString();
    const entry: StoredEntry = { ...old, version: old.version + 1, updatedAt: at };
    const pending = pendingAudit({
      who,
      action: 'untrash',
      collection: kind,
      itemId: old.id,
      at,
      beforeVersion: old.version,
      afterVersion: entry.version,
      trashId: doc.id,
    });
    const outcome = await this.repo.insert(kind, entry, pending, doc.id);
    if (outcome === 'slug-taken') {
      const holder = await this.repo.bySlug(kind, entry.slug);
      throw conflict(
        `The address ${def.path(entry)} is now used by the ${def.noun} "${holder?.title ?? entry.slug}". Give that ${def.noun} another address (slug), then restore "${old.title}".`,
      );
    }
    if (outcome === 'version-moved') throw idTaken(def, old.id);
    this.changed(def);
    await this.commits.completeApplied({ pending, kind, entry });
  }

  /**
   * Saves an older version's content as the newest version. The publication state stays as it is
   * now: restoring the text of a published post keeps it published.
   */
  async restore(kind: KindName, id: string, version: number, expected: number | undefined, who: string) {
    const def = this.def(kind);
    const stored = await this.get(kind, id);
    if (expected !== undefined && expected !== stored.version) {
      throw changedElsewhere(def, stored.version);
    }
    const old = await this.version(kind, id, version);
    const { id: _i, version: _v, createdAt: _c, updatedAt: _u, status: _s, publishAt: _p, ...content } = old;
    const fields = {
      ...content,
      status: stored.status,
      ...(stored.publishAt ? { publishAt: stored.publishAt } : {}),
    };
    // A published entry stays complete: an old draft's version may lack what its page needs.
    if (stored.status === 'published') parseInput(def.updateSchema, fields);
    return this.write(def, stored, fields, who, 'restore');
  }

  private async write(
    def: ContentKindDef,
    stored: StoredEntry,
    fields: Omit<StoredEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
    who: string,
    action: 'update' | 'publish' | 'unpublish' | 'restore',
  ): Promise<StoredEntry> {
    const at = this.now().toISOString();
    const entry = {
      ...fields,
      // An ordered kind's entry keeps its place (only `reorder` moves it).
      ...(def.ordered ? { order: stored.order } : {}),
      id: stored.id,
      version: stored.version + 1,
      createdAt: stored.createdAt,
      updatedAt: at,
    } as StoredEntry;
    if (action === 'update' && changesNothing(stored, entry)) return stored;
    await this.commits.settlePrevious(def.kind, stored.id);
    const pending = pendingAudit({
      who,
      action,
      collection: def.kind,
      itemId: stored.id,
      at,
      beforeVersion: stored.version,
      afterVersion: entry.version,
    });
    const oldSlug = entry.slug !== stored.slug ? stored.slug : undefined;
    const outcome: WriteOutcome = await this.repo.replace(def.kind, entry, stored.version, pending, oldSlug);
    if (outcome === 'slug-taken') throw slugTaken(def, entry.slug);
    if (outcome === 'version-moved') {
      // Another write landed between the read and the compare-and-set.
      const current = await this.get(def.kind, stored.id);
      throw changedElsewhere(def, current.version);
    }
    this.changed(def);
    await this.commits.completeApplied({ pending, kind: def.kind, entry, oldSlug });
    return entry;
  }

  /** An `ordered` kind's new order: `ids` are its entries' ids, each once (409 when the list changed). */
  async reorder(kind: KindName, ids: string[], who: string): Promise<StoredEntry[]> {
    const def = this.def(kind);
    if (new Set(ids).size !== ids.length) {
      const problem = { path: ['ids'], message: 'may list each item only once' };
      throw fieldRefusal(400, [problem], labelsOf(def.createSchema));
    }
    const byId = new Map((await this.repo.list(kind)).map((entry) => [entry.id, entry]));
    if (ids.length !== byId.size || ids.some((id) => !byId.has(id))) {
      throw conflict('The list changed elsewhere: reload it and arrange the items again.');
    }
    // The reorder's marker replaces those of the entries' last changes: they are completed first.
    for (const id of ids) await this.commits.settlePrevious(kind, id);
    const pending = pendingAudit({ who, action: 'reorder', collection: kind, at: this.now().toISOString() });
    const entries = ids.map((id) => byId.get(id) as StoredEntry);
    await this.repo.reorder(kind, entries, pending);
    this.changed(def);
    await this.commits.completeApplied({ pending, kind, entry: null });
    return this.listAll(kind);
  }
}
