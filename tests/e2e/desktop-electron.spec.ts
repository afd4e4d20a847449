import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { electronBinary, NO_ELECTRON_MESSAGE } from '../../admin-desktop/src/testing/electron-binary.ts';
import { AdminPage, createOwner, type Owner } from './pages/admin-page.ts';

/** The preload bridge as the page sees it (typed loosely: these tests run only with a real Electron). */
interface BridgeWindow {
  desktop: {
    invoke(
      channel: string,
      request: unknown,
    ): Promise<{ ok: boolean; value: { sessionPersistent: boolean } }>;
    on: unknown;
  };
}

/**
 * The packaged layout (out/desktop) in real Electron: window hardening, the sandboxed preload,
 * navigation lock, and sign-in kept across a relaunch. Skipped where Electron's binary is missing.
 */

const binary = electronBinary();
test.skip(!binary, NO_ELECTRON_MESSAGE);

let userData: string;
let owner: Owner;
const apps: ElectronApplication[] = [];

test.beforeAll(async () => {
  owner = await createOwner('Elle Electron');
});
test.beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'lumen-electron-'));
});
test.afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
  await rm(userData, { recursive: true, force: true });
});

async function launch(): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await electron.launch({
    executablePath: binary!,
    args: ['out/desktop/main/index.js'],
    env: { ...process.env, LUMEN_DESKTOP_USER_DATA: userData, ELECTRON_RENDERER_URL: '' },
  });
  apps.push(app);
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

test('when the app opens, then its window is isolated, sandboxed and without Node', async () => {
  const { app, page } = await launch();
  await expect(page).toHaveTitle('Lumen Portfolio Manager');
  expect(page.url()).toBe('app://lumen/index.html');
  const prefs = await app.evaluate(({ BrowserWindow }) => {
    const prefs = (
      BrowserWindow.getAllWindows()[0]!.webContents as unknown as { getLastWebPreferences(): object | null }
    ).getLastWebPreferences();
    return prefs && { ...prefs };
  });
  expect(prefs).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    webSecurity: true,
  });
  const world = await page.evaluate(() => ({
    require: typeof (globalThis as { require?: unknown }).require,
    process: typeof (globalThis as { process?: unknown }).process,
    desktop: Object.keys((window as unknown as BridgeWindow).desktop).sort(),
  }));
  expect(world).toEqual({ require: 'undefined', process: 'undefined', desktop: ['invoke', 'on'] });
  await expect(page.getByRole('heading', { name: 'Connect to your site' })).toBeVisible();
});

test('when the page tries to leave the app or open a window, then it stays where it is', async () => {
  const { page } = await launch();
  expect(await page.evaluate(() => window.open('https://example.com/'))).toBeNull();
  // A navigation would show as a framenavigated event: wait for one, briefly, and expect none.
  const navigated = page.waitForEvent('framenavigated', { timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  await page.evaluate(() => {
    window.location.href = 'https://example.com/';
  });
  expect(await navigated).toBe(false);
  expect(page.url()).toBe('app://lumen/index.html');
  const status = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'fetched',
      () => 'blocked',
    ),
  );
  expect(status).toBe('blocked');
});

test('when the owner connects and signs in, then a relaunch keeps the session where the OS can encrypt it', async () => {
  let { page } = await launch();
  await page.getByLabel('Site address').fill(process.env.BASE_URL!);
  await page.getByRole('button', { name: 'Connect' }).click();
  const admin = new AdminPage(page);
  await admin.signIn(owner);
  await expect(admin.hero).toBeVisible();
  const thumb = admin.items().first().locator('img.admin-thumb');
  await expect(thumb).toHaveJSProperty('complete', true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const persistent = await page.evaluate(async () => {
    const answer = await (window as unknown as BridgeWindow).desktop.invoke('queue:status', undefined);
    return answer.ok && answer.value.sessionPersistent;
  });
  await apps.pop()!.close();

  ({ page } = await launch());
  const again = new AdminPage(page);
  if (persistent) await expect(again.hero).toBeVisible();
  else await expect(again.authCard).toBeVisible();
});
