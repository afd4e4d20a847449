import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SyncStatus } from '../../../admin-desktop/src/sync/sync-status.ts';
import { appCalls, browserCalls, isContent, itemBody, type ModelItem, type ModelKey } from './model-kinds.ts';
import { type BrowserWrite, type Intent, KEYS, type ModelWorld, ownerCall } from './model-world.ts';
import { OWNER } from './site-control.ts';

let runs = 0;

/** What the app shows the owner: every list the model writes to. */
type ModelView = Record<ModelKey, ModelItem[]>;

/**
 * One schedule: its own items on the shared server, its own app directory, and the log of what
 * the owner and the browser did (the model the invariants are checked against).
 */
export class Schedule {
  readonly world: ModelWorld;
  readonly run = ++runs;
  dir = '';
  seq = 0;
  readonly ids = new Set<string>();
  readonly intents: Intent[] = [];
  readonly browserWrites: BrowserWrite[] = [];
  /** Titles the owner was shown, per item (any view, or a conflict they chose to overwrite). */
  readonly seen = new Map<string, Set<string>>();
  writesFrom = 0;
  uploadsBefore = new Set<string>();
  uploads = 0;

  constructor(world: ModelWorld) {
    this.world = world;
  }

  marker(who: 'o' | 'b'): string {
    return `${who}${this.run}-${++this.seq}`;
  }

  newId(key: ModelKey): string {
    return `${key.slice(0, 5)}-r${this.run}-${++this.seq}`;
  }

  async start(): Promise<void> {
    const { world } = this;
    world.proxy.heal();
    await world.site.up();
    this.writesFrom = world.proxy.writes.length;
    this.uploadsBefore = await this.storedUploads();
    for (const key of KEYS) {
      const id = this.newId(key);
      const title = this.marker('b');
      const created = await browserCalls.create(world.browser, key, { id, ...itemBody(key, title, id) });
      this.ids.add(id);
      this.browserWrites.push({
        kind: 'create',
        itemId: id,
        title,
        version: created.version,
        at: Date.now(),
      });
    }
    this.dir = await world.freshAppDir();
    if (world.app.alive) {
      await world.app.call('open', this.dir);
      await ownerCall(() => world.app.call('sessionInfo'));
    } else await this.ensureApp();
    await this.view();
  }

  /** The app process, running on this schedule's directory (relaunched after a SIGKILL). */
  async ensureApp(): Promise<void> {
    const { app } = this.world;
    if (app.alive) return;
    await app.start();
    await app.call('open', this.dir);
    await ownerCall(() => app.call('sessionInfo'));
  }

  /** What the app shows the owner now; every title in it counts as seen. */
  async view(): Promise<ModelView | undefined> {
    await this.ensureApp();
    const { app } = this.world;
    const answer = await ownerCall(() => app.call<Record<string, ModelItem[]>>('portfolio'));
    if (!answer.value) return undefined;
    const view = { ...answer.value } as ModelView;
    for (const key of KEYS.filter(isContent)) {
      const list = await ownerCall(() => app.call<ModelItem[]>(...appCalls.list(key)));
      if (!list.value) return undefined;
      view[key] = list.value;
    }
    for (const key of KEYS) for (const item of view[key]) this.see(item.id, item.title);
    return view;
  }

  see(id: string, title: string | null | undefined): void {
    if (!this.ids.has(id) || !title) return;
    if (!this.seen.has(id)) this.seen.set(id, new Set());
    this.seen.get(id)!.add(title);
  }

  /** This schedule's items in the owner's view of `key`. */
  mine(data: ModelView, key: ModelKey): ModelItem[] {
    return data[key].filter((item) => this.ids.has(item.id));
  }

  async status(): Promise<SyncStatus | undefined> {
    await this.ensureApp();
    return (await ownerCall(() => this.world.app.call<SyncStatus>('status'))).value;
  }

  /** The app signed in again when its session ended (a new sign-in on the server). */
  async signInIfNeeded(): Promise<void> {
    const status = await this.status();
    if (status && (!status.signedIn || status.needsSignIn)) {
      await ownerCall(() => this.world.app.call('signIn', OWNER.email, OWNER.password));
    }
  }

  async storedUploads(): Promise<Set<string>> {
    const names = await readdir(join(this.world.site.dataDir, 'uploads')).catch(() => [] as string[]);
    return new Set(names.map((name) => name.slice(0, 32)));
  }

  /** Removes this schedule's items from the server and its app directory. */
  async cleanup(): Promise<void> {
    const { world } = this;
    world.proxy.heal();
    await world.site.up();
    for (const key of KEYS) {
      for (const item of await world.serverItems(key)) {
        if (this.ids.has(item.id))
          await browserCalls.remove(world.browser, key, item.id).catch(() => undefined);
      }
    }
    if (world.app.alive) await world.app.call('close').catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
