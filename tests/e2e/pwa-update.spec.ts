import { appendFile, cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
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

  /**
   * `path` opened under a first build, then a second build (a changed sw.js, as every real deploy
   * has) started on the same port: returns the prompt the page then shows.
   */
  async function promptAfterRedeploy(page: Page, testInfo: TestInfo, path: string) {
    test.setTimeout(90_000);
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
    await page.goto(`${server.url}${path}`);
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
    return prompt;
  }

  test('then the update prompt appears and Reload activates the new service worker', async ({
    page,
  }, testInfo) => {
    const prompt = await promptAfterRedeploy(page, testInfo, '/');

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
  test('when the visitor has typed into a form, then Reload asks first, and Cancel keeps the page with what they typed', async ({
    page,
  }, testInfo) => {
    const prompt = await promptAfterRedeploy(page, testInfo, '/contact');
    const details = page.getByLabel('Project details');
    await details.fill('A three-storey semi in Leslieville, listing photos and a walkthrough video.');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => {
      (globalThis as unknown as BrowserGlobals).reloadMarker = true;
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'Reloading now clears what you typed in the form on this page. Reload anyway? (Cancel to send it first: the new version can wait.)',
      ]);
    // Still the same page (no reload), the message as typed.
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).reloadMarker ?? false)).toBe(
      true,
    );
    await expect(details).toHaveValue(
      'A three-storey semi in Leslieville, listing photos and a walkthrough video.',
    );

    // Asked again and accepted, it reloads.
    page.once('dialog', (dialog) => void dialog.accept());
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).reloadMarker ?? false)).toBe(
      false,
    );
  });
});
