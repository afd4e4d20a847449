import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOwnerCli } from '../../api/auth-helpers.ts';
import { type ServerProcess, startServerProcess } from '../../support/server-process.ts';

export const OWNER = {
  email: 'model-owner@lumen.test',
  name: 'Mo Model',
  password: 'a model test passphrase',
};

/** The real server as a child process that the model SIGKILLs and starts again on the same port and data. */
export class SiteControl {
  readonly dataDir: string;
  port = 0;
  starts = 0;
  private server: ServerProcess | undefined;

  private constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  static async create(): Promise<SiteControl> {
    const site = new SiteControl(await mkdtemp(join(tmpdir(), 'lumen-sync-model-')));
    const created = await runOwnerCli(['create', '--email', OWNER.email, '--name', OWNER.name], {
      dataDir: site.dataDir,
      env: { OWNER_PASSWORD: OWNER.password },
    });
    if (created.code !== 0) throw new Error(`owner create failed: ${created.stderr}${created.stdout}`);
    await site.up();
    return site;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    if (this.server) return;
    // A start that did not answer in time on a loaded machine is tried again (the harness's
    // trouble, not the engine's): the schedule goes on against the same data.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.start();
        return;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('did not start')) throw error;
        console.warn(`sync model: the server did not start in time (attempt ${attempt}), starting it again`);
      }
    }
  }

  private async start(): Promise<void> {
    this.server = await startServerProcess({
      dataDir: this.dataDir,
      ...(this.port ? { port: this.port } : {}),
      // The model speaks only to the API: the stub site spares each restart loading the built pages.
      site: 'stub',
      env: { RATE_LIMIT: 'false', LOG_LEVEL: 'warn' },
    });
    this.port = this.server.port;
    this.starts += 1;
  }

  /** SIGKILL: whatever the server was doing stops there. */
  async kill(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
