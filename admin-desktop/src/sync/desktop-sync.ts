import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '#shared/api/api-error.ts';
import type { HttpApiClient } from '#shared/api/client.ts';
import type { LoginInput, SessionInfo } from '#shared/schemas/auth.ts';
import type {
  CollectionKey,
  CreateItemInput,
  PortfolioData,
  PortfolioItem,
  UpdateItemInput,
} from '#shared/schemas/portfolio.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import { siteAddressSchema } from '../ipc/site-address.ts';
import { resolveConflictOp } from './conflict-resolution.ts';
import { readConnection, writeConnection } from './connection-file.ts';
import { contentCall } from './content-calls.ts';
import { portfolioKind } from './content-kinds.ts';
import { isNetworkError } from './http-transport.ts';
import { OperationQueue } from './operation-queue.ts';
import { OfflineCopy } from './offline-copy.ts';
import { PortfolioWrites, type UploadProgress } from './portfolio-writes.ts';
import type { UploadSource } from './prepare-upload.ts';
import { opBase, ownerOf, takeOver } from './queue-owners.ts';
import { QueueReplayer } from './queue-replayer.ts';
import { online, withCsrf } from './site-calls.ts';
import { type MediaAnswer, SiteMedia } from './site-media.ts';
import { openSite, type Site, type SiteOptions, siteAnswers } from './site.ts';
import { statusOf, type SyncStatus } from './sync-status.ts';

export { OFFLINE_MESSAGE } from './site-calls.ts';
export type { UploadProgress } from './portfolio-writes.ts';

export type DesktopSyncOptions = SiteOptions;

/**
 * Everything the desktop admin does with the site, in plain Node: the connection, the session
 * (encrypted), the cached portfolio, and the durable queue of offline changes with its replay.
 * The Electron main process exposes it over IPC; tests drive it directly against a real server.
 */
export class DesktopSync {
  private site: Site | undefined;
  private readonly queue: OperationQueue;
  private readonly replayer: QueueReplayer;
  private readonly options: DesktopSyncOptions;
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private readonly mediaCache: SiteMedia;
  private readonly writes: PortfolioWrites;
  private readonly offlineCopy: OfflineCopy;

  private constructor(options: DesktopSyncOptions, queue: OperationQueue) {
    this.options = options;
    this.queue = queue;
    this.mediaCache = new SiteMedia(join(options.dir, 'media-cache'), options.fetch);
    this.writes = new PortfolioWrites(queue, {
      changed: () => this.emit(),
      kick: () => this.replayer.kick(),
    });
    this.offlineCopy = new OfflineCopy(
      () => this.site,
      () => this.emit(),
    );
    this.replayer = new QueueReplayer(
      queue,
      () => this.site,
      () => this.emit(),
      () => this.offlineCopy.refresh(),
    );
  }

  static async open(options: DesktopSyncOptions): Promise<DesktopSync> {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const sync = new DesktopSync(options, await OperationQueue.open(options.dir));
    const siteUrl = await readConnection(options.dir);
    if (siteUrl) await sync.switchTo(siteUrl);
    return sync;
  }

  get siteUrl(): string | null {
    return this.site?.siteUrl ?? null;
  }

  /** Validates the address, checks a Lumen site answers there, and switches to it. */
  async setConnection(address: string): Promise<string> {
    const parsed = siteAddressSchema.safeParse(address);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid address');
    const siteUrl = parsed.data;
    if (siteUrl === this.site?.siteUrl) return siteUrl;
    if (!(await siteAnswers(this.options, siteUrl))) {
      throw new ApiError(
        502,
        `No Lumen site answered at ${siteUrl}. Check the address and that the site is up.`,
      );
    }
    if (this.site) {
      // Another site: nothing of the old one may be sent there or shown.
      await this.site.session.clear();
      await this.site.cache.clear();
      this.site.connectivity.stop();
      await this.queue.reset();
    }
    await writeConnection(this.options.dir, siteUrl);
    await this.switchTo(siteUrl);
    this.emit();
    return siteUrl;
  }

  private async switchTo(siteUrl: string): Promise<void> {
    const site = await openSite(this.options, siteUrl);
    site.connectivity.subscribe((online) => {
      this.emit();
      if (!online) return this.offlineCopy.markStale();
      this.replayer.kick();
      void this.offlineCopy.refresh(); // the site is back: every list's offline copy afresh, once
    });
    this.site = site;
    this.offlineCopy.markStale();
  }

  /** Who is signed in. Offline, the identity saved with the session stands in for the server's. */
  async sessionInfo(): Promise<SessionInfo & { offline?: boolean }> {
    const site = this.site;
    if (!site) return { authenticated: false };
    try {
      const info = await site.transport.api.session();
      site.connectivity.markOnline();
      if (!info.authenticated) {
        if (site.session.signedIn) await site.session.clear();
        this.emit();
        return { authenticated: false };
      }
      await this.signedIn(site, info);
      return { authenticated: true, name: info.name, email: info.email };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      site.connectivity.markOffline();
      const identity = site.session.identity;
      return identity ? { authenticated: true, ...identity, offline: true } : { authenticated: false };
    }
  }

  async signIn(input: LoginInput): Promise<SessionInfo> {
    const site = this.requireSite();
    const info = await online(site, () => site.transport.api.login(input));
    if (info.authenticated) await this.signedIn(site, info);
    return { authenticated: info.authenticated, name: info.name, email: info.email };
  }

  private async signedIn(site: Site, info: SessionInfo): Promise<void> {
    site.session.identity = { name: info.name, email: info.email };
    await site.session.save();
    this.replayer.needsSignIn = false;
    this.emit();
    this.replayer.kick();
    // Every list kept for offline, once per sign-in or connection (the saved session at start too).
    void this.offlineCopy.refreshIfStale();
  }

  /** Ends the session here (and on the server when it answers). Queued changes are kept. */
  async signOut(): Promise<void> {
    const site = this.requireSite();
    try {
      if (site.connectivity.isOnline) await site.transport.api.logout();
    } catch (error) {
      if (!isNetworkError(error) && !(error instanceof ApiError && error.status === 401)) throw error;
    }
    await site.session.clear();
    await site.cache.clear();
    this.offlineCopy.markStale();
    this.emit();
  }

  async portfolio(): Promise<PortfolioData> {
    return (await this.writes.list(this.requireSignedIn(), portfolioKind)) as PortfolioData;
  }
  async createItem(key: CollectionKey, input: CreateItemInput): Promise<PortfolioItem> {
    return (await this.writes.createItem(this.requireSignedIn(), key, input)) as PortfolioItem;
  }
  async updateItem(key: CollectionKey, input: UpdateItemInput): Promise<PortfolioItem> {
    return (await this.writes.updateItem(this.requireSignedIn(), key, input)) as PortfolioItem;
  }
  async deleteItem(key: CollectionKey, id: string, version?: number): Promise<void> {
    return this.writes.deleteItem(this.requireSignedIn(), key, id, version);
  }
  async reorder(key: CollectionKey, ids: string[]): Promise<PortfolioItem[]> {
    return (await this.writes.reorder(this.requireSignedIn(), key, ids)) as PortfolioItem[];
  }

  /**
   * A call of the admin's content API (`/api/admin/content/{kind}...`, docs/content.md) made on
   * the desktop: reads and writes of entries go through the same cache and durable queue as the
   * portfolio (content-requests.ts); versions and restore need the site.
   */
  async contentRequest(method: string, path: string, body?: unknown): Promise<unknown> {
    return contentCall(this.writes, this.requireSignedIn(), method, path, body);
  }

  /** Prepares (maybe downscales) and sends one file, or queues it when the site is unreachable. */
  async upload(source: UploadSource, onProgress?: (p: UploadProgress) => void): Promise<UploadAnswer> {
    return this.writes.upload(this.requireSignedIn(), source, onProgress);
  }

  /** One of the site's images (`/images/...`, `/uploads/...`), or the copy kept from last time. */
  media(path: string): Promise<MediaAnswer> {
    if (!this.site) return Promise.resolve({ status: 404 });
    return this.mediaCache.get(this.site.siteUrl, path);
  }

  /** A write done at once or not at all (inquiry status, an erasure, a restore from the trash): never queued. */
  async siteWrite<T>(write: (api: HttpApiClient) => Promise<T>): Promise<T> {
    const site = this.requireSignedIn();
    return online(site, () => withCsrf(site, () => write(site.transport.api)));
  }
  /** A read only the site answers (subscribers, site readiness): online only, nothing kept offline. */
  async siteRead<T>(read: (api: HttpApiClient) => Promise<T>): Promise<T> {
    const site = this.requireSignedIn();
    return online(site, () => read(site.transport.api));
  }

  status(): SyncStatus {
    return statusOf(this.site, this.queue, this.replayer);
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Probes the site and sends what is queued; resolves when this round is over. */
  async syncNow(): Promise<SyncStatus> {
    if (this.site && (await this.site.connectivity.check())) {
      this.replayer.kick();
      await this.replayer.idle();
    }
    return this.status();
  }

  /** The owner's answer to a conflict: send their version over the server's, or drop it. */
  async resolveConflict(conflictId: string, choice: 'mine' | 'server'): Promise<SyncStatus> {
    const conflict = this.queue.conflicts.find((c) => c.id === conflictId);
    if (!conflict) throw new ApiError(404, 'This conflict was already resolved');
    // Sent as the owner who decides now (signed out: as the one who made it).
    const base = { by: conflict.op.by, ...opBase(this.site) };
    await this.queue.update((q) => {
      q.conflicts = q.conflicts.filter((c) => c.id !== conflictId);
      // Sent as it is, after what waits: folded into a later edit of the item, it would replace
      // that edit unseen; sent after it, it meets it as a conflict the owner decides.
      if (choice === 'mine') q.ops.push(resolveConflictOp(conflict, base));
    });
    this.emit();
    this.replayer.kick();
    return this.status();
  }

  /** "Send them as me": the changes `from` (another owner) left here go out as the signed-in owner's. */
  async sendAsMe(from: string): Promise<SyncStatus> {
    const me = ownerOf(this.requireSignedIn());
    await this.queue.update((q) => takeOver(q, from.toLowerCase(), me));
    this.emit();
    this.replayer.kick();
    return this.status();
  }

  async dismissFailure(failureId: string): Promise<SyncStatus> {
    await this.queue.update((q) => {
      q.failures = q.failures.filter((f) => f.id !== failureId);
    });
    this.emit();
    return this.status();
  }

  /** Waits for a replay, and a refresh of the offline copy, in progress (tests, quitting). */
  async idle(): Promise<void> {
    await this.replayer.idle();
    await this.offlineCopy.idle();
  }

  async close(): Promise<void> {
    this.replayer.stop();
    this.site?.connectivity.stop();
    await this.idle();
    this.listeners.clear();
  }

  private requireSite(): Site {
    if (!this.site) throw new ApiError(400, 'Choose the site address first');
    return this.site;
  }

  private requireSignedIn(): Site {
    const site = this.requireSite();
    if (!site.session.signedIn) throw new ApiError(401, 'Not authenticated');
    return site;
  }

  private emit(): void {
    const status = this.status();
    for (const listener of this.listeners) listener(status);
  }
}
