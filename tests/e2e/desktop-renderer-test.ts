import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  RENDERER_DIR,
  type RendererHarness,
  startRendererHarness,
} from '../../admin-desktop/src/testing/renderer-harness.ts';
import { test as siteTest } from './fixtures.ts';

export { expect } from './fixtures.ts';

/**
 * `test` for the specs that drive the desktop renderer in Chromium (needs `npm run desktop:build`).
 * Before each test, `harness` is a renderer harness wired to the test's page; after it, the page is
 * closed first, so that it calls nothing in the harness being closed.
 */
export const test = siteTest.extend<{ harness: RendererHarness }>({
  harness: [
    async ({ page }, use) => {
      if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
        throw new Error('The desktop renderer is not built: run `npm run desktop:build` first');
      }
      const harness = await startRendererHarness();
      await harness.attach(page);
      await use(harness);
      await page.close();
      await harness.close();
    },
    // Set up for every test, as a beforeEach would, whether or not the test names it.
    { auto: true },
  ],
});
