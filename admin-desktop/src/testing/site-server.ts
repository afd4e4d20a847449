import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOwnerCli } from '../../../tests/api/auth-helpers.ts';
import { type ServerProcess, startServerProcess } from '../../../tests/support/server-process.ts';

export const SITE_OWNER = {
  email: 'desktop-owner@lumen.test',
  name: 'Dana Desktop',
  password: 'a desktop test passphrase',
};

/**
 * The real production server as a child process, which the desktop tests stop (the site goes
 * "offline") and start again on the SAME port and data (it "comes back"). Run after `npm run build`.
 */
export class SiteServer {
  readonly dataDir: string;
  port = 0;
  private server: ServerProcess | undefined;

  private constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  static async start(): Promise<SiteServer> {
    const site = new SiteServer(await mkdtemp(join(tmpdir(), 'lumen-desktop-site-')));
    const created = await runOwnerCli(['create', '--email', SITE_OWNER.email, '--name', SITE_OWNER.name], {
      dataDir: site.dataDir,
      env: { OWNER_PASSWORD: SITE_OWNER.password },
    });
    if (created.code !== 0) throw new Error(`owner create failed: ${created.stderr}${created.stdout}`);
    await site.resume();
    return site;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Starts the server (again), on the port it had before. */
  async resume(): Promise<void> {
    if (this.server) return;
    this.server = await startServerProcess({
      site: 'stub',
      dataDir: this.dataDir,
      port: this.port,
      env: { RATE_LIMIT: 'false' },
    });
    this.port = this.server.port;
  }

  /** Stops the server: every request to it now fails to connect, like a lost network. */
  async pause(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
  }

  async close(): Promise<void> {
    await this.pause();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
