import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../../../tests/support/test-app.ts';
import { createMemoryPlatform, type MemoryPlatformOptions } from '../platform/memory-platform.ts';
import { createAdminStores } from './admin-stores.ts';
import { followEntriesToOpen } from './entries-to-open.ts';

interface TestOwner {
  email: string;
  name: string;
  password: string;
}

interface WindowOptions extends Omit<MemoryPlatformOptions, 'baseUrl'> {
  /** The address the window talks to (a proxy in front of the server); the server's own when absent. */
  baseUrl?: string;
  /** The list the window loads once signed in, as the section the owner opens would. */
  load?: 'portfolio' | 'projects';
  /** The pause after which drafts save themselves (the admin's own when absent). */
  autosaveDelayMs?: number;
  /** Follows the host's entries to open (the desktop's refused changes), as AdminApp does once signed in. */
  followHost?: boolean;
}

/**
 * The stores' node tests run against the real server over HTTP (real datastore, real uploads),
 * through the memory platform: one server per test file, started before its tests with its owners
 * created (the first is the one who signs in), closed after them. Run after `npm run build`
 * (startTestApp serves the built site).
 */
export function serverForStores(owners: [TestOwner, ...TestOwner[]], env: Record<string, string>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(env);
    for (const owner of owners) await app.services.auth.createOwner(owner);
  });
  afterAll(async () => {
    await app?.close();
  });
  const running = (): TestApp => {
    if (!app) throw new Error('The test server starts before the tests (beforeAll).');
    return app;
  };
  return {
    get app() {
      return running();
    },
    /** One admin window (its memory platform and stores), signed in as the first owner. */
    async signedIn({ load, autosaveDelayMs, baseUrl, followHost, ...options }: WindowOptions = {}) {
      const memory = createMemoryPlatform({ ...options, baseUrl: baseUrl ?? running().url });
      const stores = createAdminStores(memory.platform, { autosaveDelayMs });
      const [owner] = owners;
      expect(await stores.session.getState().signIn(owner.email, owner.password)).toBe(true);
      if (load) await stores[load].getState().load();
      if (followHost) followEntriesToOpen(memory.platform, stores);
      return { ...memory, stores };
    },
  };
}
