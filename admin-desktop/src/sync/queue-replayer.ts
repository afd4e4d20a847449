import { randomUUID } from 'node:crypto';
import type { OperationQueue } from './operation-queue.ts';
import { confirmDependents, type QueuedOp } from './queue-ops.ts';
import { ownerOf } from './queue-owners.ts';
import { replayOp, type ReplayOutcome } from './replay.ts';
import type { Site } from './site.ts';
import { isNetworkError } from './http-transport.ts';

const SERVER_RETRY_MS = 30_000;

/**
 * Sends the queue to the server, oldest first, one op at a time: each is claimed (its attempt
 * counted durably) before it is sent and settled (removed, or moved to conflicts or failures)
 * after the answer. A lost connection, an ended session, server trouble or a change another owner
 * made (it waits for them: queue-owners.ts) stops the round and leaves the op at the head for the
 * next one, so nothing is skipped, reordered or sent twice.
 */
export class QueueReplayer {
  needsSignIn = false;
  private running: Promise<void> | undefined;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly queue: OperationQueue;
  private readonly site: () => Site | undefined;
  private readonly changed: () => void;
  private readonly refreshCopy: () => Promise<void>;

  /** `refreshCopy`: fetches the offline copy of every list afresh (OfflineCopy.refresh). */
  constructor(
    queue: OperationQueue,
    site: () => Site | undefined,
    changed: () => void,
    refreshCopy: () => Promise<void>,
  ) {
    this.queue = queue;
    this.site = site;
    this.changed = changed;
    this.refreshCopy = refreshCopy;
  }

  /** When the server last confirmed a change from here (kept in the queue file across restarts). */
  get lastSyncAt(): string | null {
    return this.queue.lastSentAt;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Starts a round, or asks the running one to go again when it ends. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    if (!this.queue.ops.length) return;
    this.running = this.rounds().finally(() => {
      this.running = undefined;
      this.changed();
    });
    this.changed();
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      await this.round();
    } while (this.again && this.queue.ops.length > 0);
  }

  private async round(): Promise<void> {
    const site = this.site();
    if (!site?.session.signedIn || !site.connectivity.isOnline || !this.queue.ops.length) return;
    try {
      // Confirms the session and fetches the CSRF token (needed after a restart).
      if (!(await site.transport.api.session()).authenticated) {
        this.needsSignIn = true;
        return;
      }
      this.needsSignIn = false;
    } catch (error) {
      if (isNetworkError(error)) site.connectivity.markOffline();
      else this.retryLater();
      return;
    }
    const { api } = site.transport;
    for (;;) {
      // One send at a time with the owner's direct writes (portfolio-writes.ts).
      const next = await this.queue.exclusive(async () => {
        // Read at each op: another owner may have signed in since the round began.
        const op = await this.queue.claimHead(ownerOf(site));
        if (op === 'held') return 'stop';
        if (!op) return 'empty';
        this.changed();
        const outcome = await replayOp(op, {
          api,
          uploads: this.queue.uploads,
          readFile: (upload) => this.queue.readFile(upload),
          sendUpload: (bytes, name) => api.upload(new Blob([new Uint8Array(bytes)]), name),
        });
        if (outcome.kind === 'retry') {
          if (outcome.reason === 'offline') site.connectivity.markOffline();
          else if (outcome.reason === 'signed-out') this.needsSignIn = true;
          else this.retryLater();
          return 'stop';
        }
        await this.settle(site, op, outcome);
        return 'next';
      });
      if (next === 'stop') return;
      if (next === 'empty') break;
    }
    // A fresh snapshot picks up what others changed; the cache is already right without it.
    await this.refreshCopy();
  }

  /**
   * Records what became of `op`. The cache takes the server's answer FIRST, then the queue drops
   * the op: a crash in between leaves the op queued (replayed, recognised as applied), never an
   * op gone from the queue whose result the offline view lacks.
   */
  private async settle(
    site: Site,
    op: QueuedOp,
    outcome: Exclude<ReplayOutcome, { kind: 'retry' }>,
  ): Promise<void> {
    const at = new Date().toISOString();
    if (outcome.kind === 'done' && outcome.result) await site.cache.apply(outcome.result);
    if (outcome.kind === 'conflict' && op.kind !== 'upload') {
      // What the server holds now, so "take the server's version" shows it, offline too.
      const id = op.kind === 'delete' ? op.itemId : op.kind === 'reorder' ? undefined : op.item.id;
      if (outcome.server) await site.cache.apply({ type: 'upsert', key: op.key, item: outcome.server });
      else if (id && op.kind !== 'create') await site.cache.apply({ type: 'remove', key: op.key, id });
    }
    await this.queue.update((q) => {
      q.ops = q.ops.filter((o) => o.id !== op.id);
      if (outcome.kind === 'done') {
        q.lastSentAt = at;
        confirmDependents(q, op.id, outcome.result);
      }
      if (outcome.kind === 'done' && op.kind === 'upload' && outcome.uploadUrl) {
        q.uploads[op.placeholder] = outcome.uploadUrl;
      }
      if (outcome.kind === 'conflict') {
        q.conflicts.push({ id: randomUUID(), op, message: outcome.message, server: outcome.server, at });
      }
      if (outcome.kind === 'failed') {
        q.failures.push({ id: randomUUID(), op, status: outcome.status, message: outcome.message, at });
      }
    });
    if (op.kind === 'upload') await this.queue.removeFile(op.storedFile);
    this.changed();
  }

  private retryLater(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.kick();
    }, SERVER_RETRY_MS);
    this.retryTimer.unref?.();
  }
}
