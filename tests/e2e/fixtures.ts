import { test as base } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

export { expect } from '@playwright/test';

/** The production server of one Playwright worker. */
interface E2eSite {
  /** http://127.0.0.1:PORT, also the worker's baseURL and PUBLIC_URL. */
  url: string;
  /** Its own temporary DATA_DIR: no other worker reads or writes it. */
  dataDir: string;
}

/**
 * Every spec imports `test` and `expect` from here. Each worker starts its own production server
 * (built dist/) on its own port with its own data folder, so specs running in parallel never see
 * each other's writes, and stops it when the worker ends. The address and folder are also put in
 * the worker's environment (BASE_URL, E2E_DATA_DIR) for helpers outside fixtures (page models,
 * createOwner): a worker is one process with one server, so they always name that server.
 */
export const test = base.extend<object, { site: E2eSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server: ServerProcess = await startServerProcess({
        env: { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' },
      });
      process.env.BASE_URL = server.url;
      process.env.E2E_DATA_DIR = server.dataDir;
      try {
        await use({ url: server.url, dataDir: server.dataDir });
      } finally {
        await server.stop();
        await server.cleanup();
      }
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});
