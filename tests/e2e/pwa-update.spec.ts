import { appendFile, cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { type BrowserGlobals, waitForServiceWorkerControl } from './pages/service-worker.ts';

/** The PWA's "new version available" prompt after a redeploy, in Chromium. */

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

test.describe('after a new build is deployed', () => {
  const servers: ServerProcess[] = [];
  test.afterEach(async () => {
    for (const server of servers.splice(0).reverse()) {
      await server.stop();
      await server.cleanup();
    }
  });

  test('then the update prompt appears and Reload activates the new service worker', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Two copies of the build: the second has a changed sw.js, as every real deploy does.
    const first = testInfo.outputPath('dist-1');
    const second = testInfo.outputPath('dist-2');
    await cp(dist, first, { recursive: true });
    await cp(dist, second, { recursive: true });
    // The second worker also says which build it is, so the test can tell who controls the page.
    await appendFile(
      join(second, 'client', 'sw.js'),
      `\nself.addEventListener('message', (e) => { if (e.data === 'build?') e.source.postMessage('build-2'); });\n`,
    );

    let server = await startServerProcess({ env: { DIST_DIR: first, RATE_LIMIT: 'false' } });
    servers.push(server);
    const { port, dataDir } = server;
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);

    // Redeploy on the same origin: stop the old server, start the new build on the same port.
    await server.stop();
    server = await startServerProcess({ dataDir, port, env: { DIST_DIR: second, RATE_LIMIT: 'false' } });
    servers.push(server);
    await page.reload();
    // A polite live region announces it; the notice itself is a small fixed box with a Reload button.
    await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 15_000 });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toHaveCount(1);

    await page.evaluate(() => {
      (globalThis as unknown as BrowserGlobals).reloadMarker = true;
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).reloadMarker ?? false)).toBe(
      false,
    );
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    const waiting = await page.evaluate(async () => {
      const registration = await (
        globalThis as unknown as BrowserGlobals
      ).navigator.serviceWorker.getRegistration();
      return Boolean(registration?.waiting);
    });
    expect(waiting).toBe(false);
    const controllingBuild = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const { serviceWorker } = (globalThis as unknown as BrowserGlobals).navigator;
          // The worker also posts its own notes (VISITED_PAGE_KEPT): only the build answer counts.
          serviceWorker.addEventListener('message', (event) => {
            if (typeof event.data === 'string') resolve(event.data);
          });
          serviceWorker.controller?.postMessage('build?');
          setTimeout(() => resolve('no answer'), 3000);
        }),
    );
    expect(controllingBuild).toBe('build-2');
  });
});
