import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { type App, type AppDeps, createApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { HTTP_SERVER_OPTIONS } from '../../server/src/http/server-options.ts';
import { openServices, type Services } from '../../server/src/services.ts';
import { type SiteKind, siteFor } from './site-renderers.ts';
import { engineEnv } from './test-engine.ts';

export interface TestApp {
  url: string;
  dataDir: string;
  services: Services;
  /** The Express app it serves (tests read its route table). */
  app: App;
  /** Stops the server; removes the data directory unless keepData (or it was passed in). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The site it serves (see site-renderers.ts). Default `source`: real pages from site/src, no
   * build needed. `built` needs `npm run build` and puts the test in the slow project.
   */
  site?: SiteKind;
  /** Replaces parts of what the app is built from (a logger the test reads, failing site data). */
  overrides?: (services: Services) => Partial<Pick<AppDeps, 'logger' | 'siteData'>>;
  /** Listen on this port (to come back where a stopped server was); default: one the OS picks. */
  port?: number;
  /** The analytics' clock (ms since the epoch); default the system's. */
  analyticsNow?: () => number;
}

/**
 * The real app over real HTTP on 127.0.0.1 and a random port, with a fresh DATA_DIR. Pass a
 * dataDir to reopen an existing store. The public origin is the test's own address unless env sets
 * PUBLIC_URL (then 127.0.0.1:port is an accepted host too, so tests can still call it, and links use
 * PUBLIC_URL).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  existingDataDir?: string,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = existingDataDir ?? (await mkdtemp(join(tmpdir(), 'lumen-test-')));
  // Listen first: the public origin (and so the app) depends on the port the OS picks.
  // Made as main.ts makes the site's (server-options.ts).
  const server = createServer(HTTP_SERVER_OPTIONS);
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const own = `127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://${own}`,
    // Owners made in tests get a cheap password hash (1 MiB scrypt, not 32 MiB): NODE_ENV=test
    // only, so not for a test that runs the app as production. `PASSWORD_HASH_COST: ''` in env
    // gives the production default back.
    ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? { PASSWORD_HASH_COST: 'test-low' } : {}),
    ...(await engineEnv(dataDir)),
    ...env,
    ALLOWED_HOSTS: [own, env.ALLOWED_HOSTS].filter(Boolean).join(','),
  });
  const services = await openServices(
    config,
    undefined,
    options.analyticsNow ? { analyticsNow: options.analyticsNow } : {},
  );
  const site = await siteFor(options.site ?? 'source');
  const app = createApp({
    config,
    logger: pino({ level: 'silent' }),
    ...site,
    ...services,
    ...options.overrides?.(services),
  });
  server.on('request', app);
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    services,
    app,
    close(options = {}) {
      // Once: a test may close its app itself (to reopen its data) before the close at its end.
      closing ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await services.close();
        if (!existingDataDir && !options.keepData) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
