import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './tests/support/chromium.ts';
import { shareCompileCache } from './tests/support/compile-cache.ts';

shareCompileCache();

/**
 * Browser tests in Debian's Chromium (its headless shell where installed: tests/support/chromium.ts)
 * against the real production server (built dist/). Each worker
 * starts its own server on a free port with its own temporary DATA_DIR (the `site` fixture in
 * tests/e2e/fixtures.ts, which also sets baseURL), so parallel specs never share data.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'off',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
