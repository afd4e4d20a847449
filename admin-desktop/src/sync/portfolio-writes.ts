import { ApiError } from '#shared/api/api-error.ts';
import { checkInput } from '#shared/schemas/field-problems.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { z } from 'zod';
import { type ContentKind, kindClient, kindOf, type SyncData, type SyncedItem } from './content-kinds.ts';
import { isNetworkError, mayHaveReachedServer, type Transport } from './http-transport.ts';
import type { OperationQueue } from './operation-queue.ts';
import type { CacheChange } from './portfolio-cache.ts';
import { applyPending, withUploadUrls } from './pending-view.ts';
import { prepareUpload, type UploadSource } from './prepare-upload.ts';
import { enqueue } from './queue-coalesce.ts';
import { opBase } from './queue-owners.ts';
import {
  confirmDependents,
  createOpSchema,
  placeholderFor,
  type QueuedOp,
  type QueueFile,
  updateOpSchema,
} from './queue-ops.ts';
import { ShownLists } from './shown-lists.ts';
import { withCsrf } from './site-calls.ts';
import type { Site } from './site.ts';

const noCache = (kind: ContentKind) =>
  `You are offline and this computer has no saved copy of the ${kind.name} yet.`;

/** The body as the kind's schema reads it; refused the way the API words it (each field by its label). */
function parsed(schema: z.ZodType<Record<string, unknown>>, input: unknown): Record<string, unknown> {
  const checked = checkInput(schema, input);
  if (checked.ok) return checked.data;
  throw new ApiError(400, checked.error, checked.fields);
}

export interface UploadProgress {
  phase: 'preparing' | 'uploading' | 'queued' | 'done' | 'failed';
  sent?: number;
  total?: number;
  message?: string;
}

/**
 * Reading and changing every content kind (the portfolio, projects, posts) through its descriptor: straight to the server while it answers and nothing is
 * queued, otherwise from the cache and into the durable queue, with the result the owner expects
 * shown at once (the cached data with every queued change applied).
 */
export class PortfolioWrites {
  private readonly queue: OperationQueue;
  private readonly changed: () => void;
  private readonly kick: () => void;
  private readonly shown = new ShownLists();

  constructor(queue: OperationQueue, hooks: { changed(): void; kick(): void }) {
    this.queue = queue;
    this.changed = hooks.changed;
    this.kick = hooks.kick;
  }

  /** Every collection of `kind`: from the server while it answers (kept for offline), else the saved copy. */
  async list(site: Site, kind: ContentKind): Promise<SyncData> {
    const shown = this.shown.reading(kind.collections);
    if (site.connectivity.isOnline) {
      try {
        const token = site.cache.snapshotToken();
        const data = await kind.snapshot(site.transport.api);
        await site.cache.save(data, token);
        this.changed();
        return shown(applyPending(data, this.queue.ops, this.queue.uploads));
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        site.connectivity.markOffline();
      }
    }
    const cached = site.cache.data;
    const lists = kind.collections.filter((c) => cached?.[c]);
    if (!cached || lists.length === 0) throw new ApiError(503, noCache(kind));
    const data = Object.fromEntries(lists.map((c) => [c, cached[c]!]));
    return shown(applyPending(data, this.queue.ops, this.queue.uploads));
  }

  createItem(site: Site, key: string, input: unknown): Promise<SyncedItem> {
    const kind = kindOf(key);
    const body = parsed(kind.createSchema, input);
    const item = { ...body, id: typeof body.id === 'string' ? body.id : kind.newId(key, Date.now()) };
    const op = createOpSchema.parse({ ...opBase(site), kind: 'create', key, item });
    const order = this.nextOrder(site, key);
    return this.mutate(
      site,
      op,
      (api) => kindClient(api, kind).create(key, withUploadUrls(op.item, this.queue.uploads)),
      (stored) => ({ type: 'upsert', key, item: stored }),
      () => kind.optimistic(op.item, { order, version: 1, updatedAt: op.createdAt }),
    );
  }

  updateItem(site: Site, key: string, input: unknown): Promise<SyncedItem> {
    const kind = kindOf(key);
    const body = parsed(kind.updateSchema, input);
    const id = String(body.id);
    this.shown.check(this.queue.conflicts, key, id, body.version);
    const current = this.viewItem(site, key, id);
    const version = typeof body.version === 'number' ? body.version : (current?.version ?? 1);
    const op = updateOpSchema.parse({ ...opBase(site), kind: 'update', key, item: { ...body, version } });
    const base = {
      order: current?.order ?? 0,
      version: version + 1,
      updatedAt: op.createdAt,
      existing: current,
    };
    return this.mutate(
      site,
      op,
      (api) => kindClient(api, kind).update(key, id, withUploadUrls(op.item, this.queue.uploads)),
      (stored) => ({ type: 'upsert', key, item: stored }),
      () => kind.optimistic(op.item, base),
    );
  }

  /**
   * Deletes the item the owner sees (`version`: the one they saw, else the one in the offline
   * view). The server refuses (409) when it holds another version: a delete never removes an
   * edit made elsewhere that the owner did not see.
   */
  async deleteItem(site: Site, key: string, id: string, version?: number): Promise<void> {
    const kind = kindOf(key);
    this.shown.check(this.queue.conflicts, key, id, version);
    const expectedVersion = version ?? this.viewItem(site, key, id)?.version;
    const op: QueuedOp = { ...opBase(site), kind: 'delete', key: key as never, itemId: id, expectedVersion };
    await this.mutate(
      site,
      op,
      (api) => kindClient(api, kind).remove(key, id, expectedVersion),
      () => ({ type: 'remove', key, id }),
      () => undefined,
    );
  }

  reorder(site: Site, key: string, ids: string[]): Promise<SyncedItem[]> {
    const kind = kindOf(key);
    const op: QueuedOp = { ...opBase(site), kind: 'reorder', key: key as never, ids };
    return this.mutate(
      site,
      op,
      (api) => kindClient(api, kind).order(key, ids),
      (items) => ({ type: 'list', key, items }),
      () => this.view(site)?.[key] ?? [],
    );
  }

  async upload(
    site: Site,
    source: UploadSource,
    onProgress: (p: UploadProgress) => void = () => {},
  ): Promise<UploadAnswer> {
    onProgress({ phase: 'preparing' });
    try {
      const prepared = await prepareUpload(source);
      const total = prepared.bytes.length;
      let attempts = 0;
      if (site.connectivity.isOnline && this.queue.ops.length === 0) {
        try {
          const blob = new Blob([new Uint8Array(prepared.bytes)]);
          const answer = await withCsrf(site, () =>
            site.transport.withProgress(
              (sent, size) => onProgress({ phase: 'uploading', sent, total: size }),
              () => site.transport.api.upload(blob, prepared.name),
            ),
          );
          onProgress({ phase: 'done', sent: total, total });
          return answer;
        } catch (error) {
          if (!isNetworkError(error)) throw error;
          site.connectivity.markOffline();
          // The server may have stored it: sending the same bytes again answers the same url.
          if (mayHaveReachedServer(error)) attempts = 1;
        }
      }
      const storedFile = await this.queue.storeFile(prepared.bytes);
      const base = opBase(site);
      const placeholder = placeholderFor(base.id);
      const op: QueuedOp = {
        ...base,
        attempts,
        kind: 'upload',
        fileName: prepared.name,
        storedFile,
        size: total,
        placeholder,
      };
      await this.queue.update((q) => enqueue(q, op));
      this.changed();
      this.kick();
      onProgress({ phase: 'queued', total });
      return { url: placeholder };
    } catch (error) {
      onProgress({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  /** Whether the queue still holds the create of this item (it may not be on the server yet). */
  waitingCreate(key: string, id: string): boolean {
    return this.queue.ops.some((op) => op.kind === 'create' && op.key === key && op.item.id === id);
  }

  private view(site: Site): SyncData | undefined {
    const data = site.cache.data;
    return data && applyPending(data, this.queue.ops, this.queue.uploads);
  }

  private viewItem(site: Site, key: string, id: string): SyncedItem | undefined {
    return this.view(site)?.[key]?.find((item) => item.id === id);
  }

  private nextOrder(site: Site, key: string): number {
    return (this.view(site)?.[key] ?? []).reduce((max, item) => Math.max(max, (item.order ?? 0) + 1), 0);
  }

  /**
   * Straight to the server while it answers and nothing is queued before this change; otherwise
   * (or when the connection fails on the way) queued durably, and the owner sees the expected result.
   * A send whose answer was lost (a timeout, a cut connection) may have been applied: it is queued
   * as sent once, so it is never folded away and its replay checks the server first.
   */
  private async mutate<T>(
    site: Site,
    op: QueuedOp,
    direct: (api: Transport['api']) => Promise<T>,
    confirmed: (answer: T) => CacheChange,
    optimistic: () => T,
  ): Promise<T> {
    const queued = op;
    if (site.connectivity.isOnline && this.queue.ops.length === 0) {
      const sent = await this.queue.exclusive(() => this.sendJournaled(site, op, direct, confirmed));
      if (sent.done) return sent.answer as T;
      if (sent.journaled) {
        this.changed();
        this.kick();
        return optimistic();
      }
    }
    await this.queue.update((q) => enqueue(q, queued));
    this.changed();
    this.kick();
    return optimistic();
  }

  /**
   * A direct write, journaled: the op is on disk (as possibly sent) BEFORE the request leaves, so
   * an app killed after the server applied it, before the answer came, finds it queued at the next
   * start and its replay recognises it as applied. The answer updates the cache, then the op leaves
   * the queue. Answers whether it was done, left queued (no answer), or not started (queue busy).
   */
  private async sendJournaled<T>(
    site: Site,
    op: QueuedOp,
    direct: (api: Transport['api']) => Promise<T>,
    confirmed: (answer: T) => CacheChange,
  ): Promise<{ done: true; answer: T } | { done: false; journaled: boolean }> {
    if (this.queue.ops.length > 0) return { done: false, journaled: false };
    await this.queue.update((q) => {
      q.ops.push({ ...op, attempts: 1 });
    });
    const forget = (q: QueueFile) => {
      q.ops = q.ops.filter((o) => o.id !== op.id);
    };
    try {
      const answer = await withCsrf(site, () => direct(site.transport.api));
      // The offline view follows every confirmed write, from the server's own answer.
      const change = confirmed(answer);
      await site.cache.apply(change);
      await this.queue.update((q) => {
        forget(q);
        q.lastSentAt = new Date().toISOString();
        confirmDependents(q, op.id, change);
      });
      this.changed();
      return { done: true, answer };
    } catch (error) {
      if (!isNetworkError(error)) {
        // Refused (invalid, conflict, signed out): the owner is told; nothing stays queued.
        await this.queue.update(forget);
        throw error;
      }
      site.connectivity.markOffline();
      if (!mayHaveReachedServer(error)) {
        // It never left this computer: unsent, so later edits may still fold into it.
        await this.queue.update((q) => {
          const queued = q.ops.find((o) => o.id === op.id);
          if (queued) queued.attempts = 0;
        });
      }
      return { done: false, journaled: true };
    }
  }
}
