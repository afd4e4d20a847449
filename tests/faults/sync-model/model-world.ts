import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSession } from '../../../admin-desktop/src/testing/browser-session.ts';
import { AppCallError, AppDied, AppProcess } from './app-process.ts';
import { FaultProxy } from './fault-proxy.ts';
import { browserCalls, KEYS, type ModelItem, type ModelKey } from './model-kinds.ts';
import { OWNER, SiteControl } from './site-control.ts';

export { KEYS };

/** What the owner asked the app to do, and what the app said. */
export interface Intent {
  seq: number;
  kind: 'create' | 'update' | 'delete' | 'upload';
  key: ModelKey;
  itemId: string;
  /** The unique title the change sets (create, update). */
  marker?: string;
  /** taken: the app said done or queued; refused: it said no; unknown: it died meanwhile. */
  outcome: 'taken' | 'refused' | 'unknown';
  /** "Take the server's version" dropped it. */
  dropped?: boolean;
}

/** A write the browser made, with the server's answer. */
export interface BrowserWrite {
  kind: 'update' | 'delete' | 'create';
  itemId: string;
  title?: string;
  version?: number;
  /** For an uncertain update: the version it was made on. */
  basedOn?: number;
  at: number;
  /** No answer came (the server was killed under it): applied only if the audit trail says so. */
  uncertain?: boolean;
}

/** The browser-like second client: the shared API client with its own cookies, straight to the server. */
function browserClient(site: SiteControl) {
  return browserSession(site.url).api;
}

/**
 * Everything one model run shares across its schedules: the server, the proxy, the app process,
 * the browser, and a template app directory already signed in (a sign-in costs a 32 MiB scrypt).
 */
export class ModelWorld {
  readonly site: SiteControl;
  readonly proxy: FaultProxy;
  readonly app = new AppProcess();
  browser: ReturnType<typeof browserClient>;
  private readonly template: string;
  private constructor(site: SiteControl, template: string) {
    this.site = site;
    this.template = template;
    this.browser = browserClient(site);
    this.proxy = new FaultProxy(() => this.site.port, {
      killServer: () => this.site.kill(),
      killApp: () => this.app.kill(),
    });
  }

  static async create(): Promise<ModelWorld> {
    const site = await SiteControl.create();
    const world = new ModelWorld(site, await mkdtemp(join(tmpdir(), 'lumen-sync-model-app-')));
    await world.proxy.start();
    await world.browser.login({ email: OWNER.email, password: OWNER.password });
    await world.app.start();
    await world.app.call('open', world.template);
    await world.app.call('connect', world.proxy.url);
    await world.app.call('signIn', OWNER.email, OWNER.password);
    return world;
  }

  /** A fresh app directory for one schedule, signed in (a copy of the template's files). */
  async freshAppDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-sync-model-run-'));
    for (const file of ['connection.json', 'session.bin']) {
      await cp(join(this.template, file), join(dir, file));
    }
    return dir;
  }

  async close(): Promise<void> {
    await this.app.kill();
    await this.proxy.close();
    await this.site.close();
    await rm(this.template, { recursive: true, force: true });
  }

  /** The server's items of `key`, read by the browser (the server up first). */
  async serverItems(key: ModelKey): Promise<ModelItem[]> {
    await this.site.up();
    return browserCalls.list(this.browser, key);
  }
}

/** Runs one app call, sorting the answer into the owner's view of it. */
export async function ownerCall<T>(
  run: () => Promise<T>,
): Promise<{ outcome: Intent['outcome']; value?: T; status?: number }> {
  try {
    return { outcome: 'taken', value: await run() };
  } catch (error) {
    if (error instanceof AppDied) return { outcome: 'unknown' };
    if (error instanceof AppCallError) return { outcome: 'refused', status: error.status };
    throw error;
  }
}
