import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type AuditEntry, auditEntrySchema } from '#shared/schemas/audit.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { browserSession } from './browser-session.ts';
import { DesktopSync, type DesktopSyncOptions } from '../sync/desktop-sync.ts';
import type { Encryptor } from '../sync/encryptor.ts';
import { createAesEncryptor } from './aes-encryptor.ts';
import { SITE_OWNER, SiteServer } from './site-server.ts';

/** A desktop app's data directory and key, reopened as often as a test "restarts" the app. */
export async function desktopHome(encryptor: Encryptor = createAesEncryptor()) {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-desktop-home-'));
  const opened: DesktopSync[] = [];
  return {
    dir,
    encryptor,
    /** A new app instance on the same directory (as after a quit and a relaunch). */
    async open(options: Pick<DesktopSyncOptions, 'probeIntervalMs' | 'fetch'> = {}): Promise<DesktopSync> {
      // The probe stays quiet unless a test asks: replays happen when the test says syncNow().
      const sync = await DesktopSync.open({
        ...options,
        dir,
        encryptor,
        probeIntervalMs: options.probeIntervalMs ?? 3_600_000,
      });
      opened.push(sync);
      return sync;
    },
    async cleanup() {
      await Promise.all(opened.map((s) => s.close()));
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * For tests without a site: the returned function opens a desktop home, removed after the test
 * that opened it (register it in the describe block whose tests use it).
 */
export function desktopHomePerTest() {
  const homes: Awaited<ReturnType<typeof desktopHome>>[] = [];
  afterEach(async () => {
    for (const home of homes.splice(0)) await home.cleanup();
  });
  return async () => {
    const home = await desktopHome();
    homes.push(home);
    return home;
  };
}

/** A desktop app connected to `siteUrl` and signed in as the test owner, with the portfolio loaded. */
export async function signedInDesktop(
  home: Awaited<ReturnType<typeof desktopHome>>,
  siteUrl: string,
  options: Parameters<typeof home.open>[0] = {},
) {
  const sync = await home.open(options);
  await sync.setConnection(siteUrl);
  await sync.signIn({ email: SITE_OWNER.email, password: SITE_OWNER.password });
  await sync.portfolio();
  return sync;
}

/** The owner on another device (a browser elsewhere): the shared client with its own cookies. */
export async function otherDevice(siteUrl: string) {
  const { api, fetch: siteFetch } = browserSession(siteUrl);
  await api.login({ email: SITE_OWNER.email, password: SITE_OWNER.password });
  return {
    api,
    /** The audit trail, newest first: how many times the server applied each change. */
    async audit(): Promise<AuditEntry[]> {
      const response = await siteFetch(`${siteUrl}/api/admin/audit?limit=1000`);
      return auditEntrySchema.array().parse(await response.json());
    },
  };
}

/**
 * The update that gives `item` a new title, made on the version it has (the admin form sends every
 * field back; an item without alt text goes as decorative).
 */
export const retitled = (item: PortfolioItem, title: string) => ({
  id: item.id,
  version: item.version,
  title,
  description: item.description,
  type: item.type,
  src: item.src,
  ...(item.alt ? { alt: item.alt } : { decorative: true }),
});

export const jpegBytes = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6420' } })
    .jpeg()
    .toBuffer();

export const IMAGE_ITEM = {
  title: 'Lakeside Bungalow, Etobicoke',
  description: 'Twilight exterior set shot from the dock.',
  type: 'image',
  alt: 'Bungalow lit at dusk seen from the lake',
} as const;

/**
 * The hooks every desktop sync test file needs: one site for the file (resumed after a test that
 * paused it), and the desktop homes a test opens through `home()`, removed after it.
 */
export function desktopSyncSuite() {
  let site: SiteServer | undefined;
  const homes: Awaited<ReturnType<typeof desktopHome>>[] = [];
  beforeAll(async () => {
    site = await SiteServer.start();
  });
  afterAll(async () => {
    await site?.close();
  });
  afterEach(async () => {
    for (const home of homes.splice(0)) await home.cleanup();
    if (site && !site.running) await site.resume();
  });
  return {
    get site(): SiteServer {
      if (!site) throw new Error('The site starts in beforeAll: use it inside a test');
      return site;
    },
    async home(encryptor?: Encryptor) {
      const home = await desktopHome(encryptor);
      homes.push(home);
      return home;
    },
  };
}
