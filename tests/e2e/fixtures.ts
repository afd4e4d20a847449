import { test as base } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { pageStateReport } from './page-state.ts';
import { type SeedPicture, seedChanges, takeSeedPicture } from './seed-guard.ts';

export { expect } from '@playwright/test';

/** The production server a test talks to. */
interface E2eSite {
  /** http://127.0.0.1:PORT, also the test's baseURL and PUBLIC_URL. */
  url: string;
  /** Its own temporary DATA_DIR: no other server reads or writes it. */
  dataDir: string;
}

/** The worker's shared server, with what it showed when it started. */
interface WorkerSite extends E2eSite {
  seed: SeedPicture;
}

/**
 * Every e2e server runs like this: no rate limit (unless a test of the limit asks for it), and forms
 * may be sent at once.
 */
async function startSite(rateLimit = false): Promise<ServerProcess> {
  return startServerProcess({ env: { RATE_LIMIT: String(rateLimit), INQUIRY_MIN_SECONDS: '0' } });
}

/** Points the helpers outside fixtures (page models, createOwner) at this server. */
function exposeSite(site: E2eSite): void {
  process.env.BASE_URL = site.url;
  process.env.E2E_DATA_DIR = site.dataDir;
}

/**
 * Every spec imports `test` and `expect` from here. Each worker starts its own production server
 * (built dist/) on its own port with its own data folder, so specs running in parallel never see
 * each other's writes, and stops it when the worker ends.
 *
 * The tests of one worker share that server one after the other, in an order Playwright picks. A
 * test that changes what a fresh install shows (edits, reorders or deletes a seeded item, replaces
 * a page picture, changes a seeded setting) must not hand that change to the next test: it declares
 * `test.use({ ownData: true })` and gets a server and data folder of its own, stopped after it.
 * Tests that only add uniquely named entries may share the worker's server. After every test that
 * shares it, the public lists are compared with what the worker saw at its start (./seed-guard.ts):
 * a test that changed a seeded entry fails, naming the entry.
 *
 * A test of the rate limits themselves declares `test.use({ rateLimit: true })`: it gets a server of
 * its own that counts requests per address as production does (RATE_LIMIT=true).
 */
export const test = base.extend<
  { ownData: boolean; rateLimit: boolean; site: E2eSite },
  { workerSite: WorkerSite }
>({
  workerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSite();
      const site = {
        url: server.url,
        dataDir: server.dataDir,
        seed: await takeSeedPicture(server.url),
      };
      // Exposed at once, for `beforeAll` hooks (createOwner) that run before any test fixture.
      exposeSite(site);
      try {
        await use(site);
      } finally {
        await server.stop();
        await server.cleanup();
      }
    },
    { scope: 'worker', auto: true },
  ],
  ownData: [false, { option: true }],
  rateLimit: [false, { option: true }],
  site: [
    async ({ workerSite, ownData, rateLimit }, use, testInfo) => {
      if (!ownData && !rateLimit) {
        exposeSite(workerSite);
        await use(workerSite);
        const changes = await seedChanges(workerSite.url, workerSite.seed);
        if (changes.length > 0)
          throw new Error(
            `This test changed what a fresh install shows on the server it shares with the next tests; give it test.use({ ownData: true }):\n${changes.join('\n')}`,
          );
        return;
      }
      // Starting a server is the fixture's time, not the test's: the test keeps its whole budget.
      testInfo.setTimeout(testInfo.timeout + 30_000);
      const server = await startSite(rateLimit);
      const own = { url: server.url, dataDir: server.dataDir };
      exposeSite(own);
      try {
        await use(own);
      } finally {
        exposeSite(workerSite);
        await server.stop();
        await server.cleanup();
      }
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  // A failed test's page says what state it was left in (page-state.ts), beside Playwright's snapshot.
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const report = await pageStateReport(page);
    console.log(`[page state after "${testInfo.title}"]\n${report}`);
    await testInfo.attach('page-state', { body: report, contentType: 'text/plain' });
  },
});
