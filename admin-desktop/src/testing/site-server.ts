import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedOwner } from '../../../tests/support/seed-owner.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';

export const SITE_OWNER = {
  email: 'desktop-owner@lumen.test',
  name: 'Dana Desktop',
  password: 'a desktop test passphrase',
};

/**
 * The real app over real HTTP (in the test process, stub site: the desktop only calls the API),
 * which the desktop tests stop (the site goes "offline": connections are refused) and start again
 * on the SAME port and data (it "comes back"). What is under test is the desktop's behaviour across
 * the outage, not the server process, so no process is spawned; no build is needed.
 */
export class SiteServer {
  readonly dataDir: string;
  port = 0;
  private app: TestApp | undefined;

  private constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  static async start(): Promise<SiteServer> {
    const site = new SiteServer(await mkdtemp(join(tmpdir(), 'lumen-desktop-site-')));
    await site.resume();
    await seedOwner(site.app!.services.auth, SITE_OWNER);
    return site;
  }

  /** Another owner of the same site (the site supports several, each with their own e-mail). */
  async addOwner(owner: { email: string; name: string; password: string }): Promise<void> {
    if (!this.app) throw new Error('Start the site before adding an owner');
    await seedOwner(this.app.services.auth, owner);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.app !== undefined;
  }

  /** Starts the server (again), on the port it had before, reopening the same data. */
  async resume(): Promise<void> {
    if (this.app) return;
    this.app = await startTestApp({ RATE_LIMIT: 'false' }, this.dataDir, {
      site: 'stub',
      ...(this.port ? { port: this.port } : {}),
    });
    this.port = Number(new URL(this.app.url).port);
  }

  /** Stops the server: every request to it now fails to connect, like a lost network. */
  async pause(): Promise<void> {
    const app = this.app;
    this.app = undefined;
    await app?.close();
  }

  async close(): Promise<void> {
    await this.pause();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
