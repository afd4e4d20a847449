import { join } from 'node:path';
import { app, type BrowserWindow, session } from 'electron';
import { DesktopSync } from '../sync/desktop-sync.ts';
import { isSameAppAddress } from '../ipc/app-address.ts';
import { APP_ORIGIN } from '../ipc/app-origin.ts';
import { registerAppScheme, serveApp } from './app-protocol.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { PickedFiles, saveWithDialog } from './file-dialogs.ts';
import { registerIpc } from './ipc.ts';
import { installMenu } from './menu.ts';
import { safeStorageEncryptor } from './safe-storage-encryptor.ts';
import { cspForDevServer, hardenContents, hardenSession } from './security.ts';
import { createMainWindow } from './window.ts';

/**
 * The desktop admin's main process: one instance, one window, the renderer served from
 * app://lumen (or electron-vite's dev server), and the sync logic behind the typed IPC bridge.
 */

// electron-vite dev sets this; a packaged app never loads anything but its own files.
const devServer = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL?.replace(/\/$/, '') : undefined;
const appUrl = devServer ? `${devServer}/` : `${APP_ORIGIN}/index.html`;
const isAppUrl = (url: string) => isSameAppAddress(url, appUrl);

let mainWindow: BrowserWindow | undefined;
let sync: DesktopSync | undefined;

async function start(): Promise<void> {
  const dataDir = join(app.getPath('userData'), 'admin');
  sync = await DesktopSync.open({ dir: dataDir, encryptor: safeStorageEncryptor() });
  const current = sync;
  const csp = () => contentSecurityPolicy(devServer);
  hardenSession(session.defaultSession);
  if (devServer) cspForDevServer(session.defaultSession, devServer, csp);
  // In development too: the dev server's page shows the site's pictures from app://lumen/site-media.
  serveApp(join(import.meta.dirname, '../renderer'), csp, (path) => current.media(path));

  const picked = new PickedFiles();
  registerIpc(
    current,
    {
      pickImages: (multiple) => picked.pick(multiple),
      pickedFile: (token) => picked.get(token),
      saveFile: saveWithDialog,
      // Details stay in the main process's log; the renderer gets a generic message.
      log: (message, error) => console.error(message, error),
    },
    isAppUrl,
  );
  installMenu({ window: () => mainWindow, siteUrl: () => current.siteUrl, devTools: !app.isPackaged });
  await openWindow();
}

async function openWindow(): Promise<void> {
  mainWindow = await createMainWindow({
    preload: join(import.meta.dirname, '../preload/index.cjs'),
    url: appUrl,
    stateDir: app.getPath('userData'),
  });
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
  // Coming back to the app is a good moment to see whether the site is reachable again.
  mainWindow.on('focus', () => void sync?.syncNow());
}

// Development and the Electron tests may keep the app's data elsewhere; a packaged app never does.
if (!app.isPackaged && process.env.LUMEN_DESKTOP_USER_DATA) {
  app.setPath('userData', process.env.LUMEN_DESKTOP_USER_DATA);
}
registerAppScheme();
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // One instance only: the queue and the session files have one writer.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, isAppUrl));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow && sync) void openWindow();
  });
  app.on('will-quit', () => {
    void sync?.close();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('The app could not start', error);
      app.exit(1);
    });
}
