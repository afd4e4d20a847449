import type { z } from 'zod';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import {
  COLLECTION_KEYS,
  type CollectionKey,
  collectionKeySchema,
  type createItemSchema,
  newItemId,
  PORTFOLIO_LABELS,
  type PortfolioData,
  type PortfolioItem,
} from '#shared/schemas/portfolio.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { fieldRefusal } from '../../http/validate.ts';
import { portfolioTag } from '#shared/constants/data-tags.ts';
import { serviceFeaturing } from '#shared/constants/live-featured.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { cleanEmbedMarkup, EmbedError } from './embed-markup.ts';
import { commitAudit, type PendingAudit, pendingAudit } from '../../lib/pending-audit.ts';
import type { TrashDoc, TrashRestorer } from '../../lib/trash-bin.ts';
import type { ItemFields, PortfolioRepo } from './portfolio-repo.ts';

/** A 400 naming a portfolio field by its label, as a schema's refusal does. */
const refused = (field: string, message: string) =>
  fieldRefusal(400, [{ path: [field], message }], PORTFOLIO_LABELS);

/** What create and update bodies look like after the shared schema parsed them. */
type ParsedFields = Omit<z.output<typeof createItemSchema>, 'id'>;

/**
 * What is stored beyond the shared schema's rules: embed markup rebuilt as one safe iframe, alt
 * text kept only for non-decorative images, absent optional fields stored as absent. Throws a 400
 * naming the field.
 */
export function normaliseFields(id: string, input: ParsedFields): ItemFields {
  let src = input.src;
  if (input.type === 'embed') {
    try {
      // The schema made a Matterport share address its embed markup; any iframe is rebuilt clean.
      src = cleanEmbedMarkup(input.src);
    } catch (err) {
      if (err instanceof EmbedError) throw refused('src', `is not accepted: ${err.message}`);
      throw err;
    }
  }
  const decorative = input.type === 'image' && input.decorative === true;
  const fields: ItemFields = {
    id,
    title: input.title,
    description: input.description,
    type: input.type,
    src,
  };
  if (input.thumbnail) fields.thumbnail = input.thumbnail;
  if (input.category) fields.category = input.category;
  if (input.specs) fields.specs = input.specs;
  if (input.alt && !decorative) fields.alt = input.alt;
  if (decorative) fields.decorative = true;
  if (input.featuredOnService) fields.featuredOnService = true;
  return fields;
}

/** The mark means "on this collection's service page": refused where no service page features it. */
function checkFeaturedMark(key: CollectionKey, input: ParsedFields): void {
  if (input.featuredOnService && !serviceFeaturing(key)) {
    throw refused('featuredOnService', `is not offered here: no service page features the ${key} collection`);
  }
}

const conflictMessage = (current: number) =>
  `This item was changed elsewhere (current version ${current}). Reload it and apply your edit again.`;

interface PortfolioServiceOptions {
  /** Told `portfolio:<key>` after each committed write, so pages built from it are rebuilt. */
  changes?: ChangeFeed;
  now?: () => Date;
  /** What an uploaded picture's address holds (size, blurred preview), stored with its item. */
  describeImage?: (src: string) => Promise<ImageMedia | undefined>;
}

/**
 * Portfolio rules: ids, versions (optimistic concurrency), order and the audit trail. Each change
 * carries its audit entry in the same document write; the entry then goes to the trail and the
 * marker is cleared (`commit`), and `reconcileAudit` at start records any a crash left behind.
 */
export class PortfolioService implements TrashRestorer {
  private readonly repo: PortfolioRepo;
  private readonly audit: AuditTrail;
  private readonly now: () => Date;
  private readonly changes: ChangeFeed | undefined;
  private readonly describeImage: PortfolioServiceOptions['describeImage'];
  constructor(repo: PortfolioRepo, audit: AuditTrail, options: PortfolioServiceOptions = {}) {
    this.repo = repo;
    this.audit = audit;
    this.now = options.now ?? (() => new Date());
    this.changes = options.changes;
    this.describeImage = options.describeImage;
  }

  /** The fields to store: the normalised ones, and the media of an uploaded picture. */
  private async storedFields(key: CollectionKey, id: string, input: ParsedFields): Promise<ItemFields> {
    checkFeaturedMark(key, input);
    const fields = normaliseFields(id, input);
    const media = fields.type === 'image' ? await this.describeImage?.(fields.src) : undefined;
    if (media) fields.media = media;
    return fields;
  }

  /** Called right after the datastore accepted a write, before anything that could still fail. */
  private changed(key: CollectionKey) {
    this.changes?.publish([portfolioTag(key)]);
  }

  /** Records every audit entry a crash left on a document; once per change. Returns how many. */
  async reconcileAudit(key?: CollectionKey): Promise<number> {
    const pending = await this.repo.pendingAudits(key);
    for (const one of pending) await this.commit(one);
    return pending.length;
  }

  /** The entry's id makes this idempotent: a retry after a crash never adds a second entry. */
  private async commit(pending: PendingAudit): Promise<void> {
    await commitAudit(this.audit, pending, (auditId) => this.repo.settle(auditId));
  }

  /** A change overwrites the marker of the item's previous one: that one is recorded first. */
  private async settlePrevious(key: CollectionKey, id: string): Promise<void> {
    const previous = await this.repo.pendingOn(key, id);
    if (previous) await this.commit(previous);
  }

  list(key: CollectionKey): Promise<PortfolioItem[]> {
    return this.repo.list(key);
  }

  async all(): Promise<PortfolioData> {
    const lists = await Promise.all(COLLECTION_KEYS.map((key) => this.repo.list(key)));
    return Object.fromEntries(COLLECTION_KEYS.map((key, i) => [key, lists[i]])) as PortfolioData;
  }

  /** A client-chosen id is kept (the admin makes it as spec section 3 says); a taken one is a 409. */
  async create(key: CollectionKey, input: ParsedFields & { id?: string | undefined }, who: string) {
    const now = this.now();
    const fields = await this.storedFields(key, input.id ?? 'pending', input);
    let item: PortfolioItem;
    let pending: PendingAudit;
    for (let t = now.getTime(); ; t += 1) {
      const id = input.id ?? (await this.freeId(key, t));
      item = {
        ...fields,
        id,
        order: await this.repo.nextOrder(key),
        version: 1,
        updatedAt: now.toISOString(),
      };
      pending = pendingAudit({
        who,
        action: 'create',
        collection: key,
        itemId: id,
        at: item.updatedAt,
        afterVersion: 1,
      });
      if (await this.repo.insert(key, item, pending)) {
        this.changed(key);
        break;
      }
      // A chosen id that is taken is the client's mistake; a generated one just lost a race.
      if (input.id) throw conflict(`An item with id ${id} already exists in this collection`);
    }
    await this.commit(pending);
    return item;
  }

  /** `version`, when sent, must equal the stored one; each update adds one to it. */
  async update(
    key: CollectionKey,
    input: ParsedFields & { id: string; version?: number | undefined },
    who: string,
  ) {
    const stored = await this.repo.get(key, input.id);
    if (!stored) throw notFound(`No item ${input.id} in this collection`);
    if (input.version !== undefined && input.version !== stored.version) {
      throw conflict(conflictMessage(stored.version));
    }
    const fields = await this.storedFields(key, input.id, input);
    const at = this.now().toISOString();
    await this.settlePrevious(key, input.id);
    const pending = pendingAudit({
      who,
      action: 'update',
      collection: key,
      itemId: input.id,
      at,
      beforeVersion: stored.version,
      afterVersion: stored.version + 1,
    });
    const updated = await this.repo.replace(key, fields, stored.version, at, pending);
    if (!updated) {
      // Another write landed between the read and the compare-and-set.
      const current = await this.repo.get(key, input.id);
      if (!current) throw notFound(`No item ${input.id} in this collection`);
      throw conflict(conflictMessage(current.version));
    }
    this.changed(key);
    await this.commit(pending);
    return updated;
  }

  /** `expectedVersion`, when given, must be the stored version (409 otherwise: changed elsewhere). */
  async remove(key: CollectionKey, id: string, who: string, expectedVersion?: number): Promise<void> {
    const stored = await this.repo.get(key, id);
    if (!stored) throw notFound(`No item ${id} in this collection`);
    if (expectedVersion !== undefined && expectedVersion !== stored.version) {
      throw conflict(conflictMessage(stored.version));
    }
    await this.settlePrevious(key, id);
    const at = this.now().toISOString();
    const pending = pendingAudit({
      who,
      action: 'delete',
      collection: key,
      itemId: id,
      at,
      beforeVersion: stored.version,
    });
    if (!(await this.repo.remove(key, id, stored.version, pending))) {
      // Removed or changed between the read and the write.
      const current = await this.repo.get(key, id);
      if (!current) throw notFound(`No item ${id} in this collection`);
      throw conflict(conflictMessage(current.version));
    }
    this.changed(key);
    await this.commit(pending);
  }

  /** Brings a trashed item back with its id, place and content, as a new version (409 if its id is taken). */
  async restoreFromTrash(doc: TrashDoc, who: string): Promise<void> {
    const key = collectionKeySchema.parse(doc.kind);
    const old = doc.entry as PortfolioItem;
    // Its removal may still wait on its document (a crash after the trash got it): finish it first.
    await this.reconcileAudit(key);
    const at = this.now().toISOString();
    const item: PortfolioItem = { ...old, version: old.version + 1, updatedAt: at };
    const pending = pendingAudit({
      who,
      action: 'untrash',
      collection: key,
      itemId: old.id,
      at,
      beforeVersion: old.version,
      afterVersion: item.version,
      trashId: doc.id,
    });
    if (!(await this.repo.insert(key, item, pending, doc.id))) {
      throw conflict(`An item with id ${old.id} already exists in this collection`);
    }
    this.changed(key);
    await this.commit(pending);
  }

  /** `ids` must be the collection's ids, each once, in the new order. */
  async reorder(key: CollectionKey, ids: string[], who: string): Promise<PortfolioItem[]> {
    if (new Set(ids).size !== ids.length) throw refused('ids', 'may list each item only once');
    const current = await this.repo.list(key);
    const known = new Set(current.map((item) => item.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw conflict('The list changed elsewhere: reload it and arrange the items again.');
    }
    await this.reconcileAudit(key);
    const pending = pendingAudit({ who, action: 'reorder', collection: key, at: this.now().toISOString() });
    await this.repo.setOrder(key, ids, pending);
    this.changed(key);
    await this.commit(pending);
    return this.repo.list(key);
  }

  /** The admin's id form (key without 'Portfolio', a dash, a timestamp), moved on if taken. */
  private async freeId(key: CollectionKey, timestamp: number): Promise<string> {
    let t = timestamp;
    while (await this.repo.get(key, newItemId(key, t))) t += 1;
    return newItemId(key, t);
  }
}
