import { BrowserWindow, dialog } from 'electron';
import { loadWindowState, trackWindowState } from './window-state.ts';

interface WindowOptions {
  preload: string;
  url: string;
  stateDir: string;
}

/**
 * The one window. The renderer gets no Node: context isolation (the preload's world is separate
 * from the page's), the Chromium sandbox, no Node integration anywhere (workers, sub-frames),
 * web security on, no insecure content, no <webview>, no experimental features.
 */
export async function createMainWindow(options: WindowOptions): Promise<BrowserWindow> {
  const state = await loadWindowState(options.stateDir);
  const win = new BrowserWindow({
    ...state,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Lumen Portfolio Manager',
    backgroundColor: '#f8fafc',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
      // A middle-click on a link would otherwise ask for a new window (denied anyway: see security.ts).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  // The admin cancels the page's unload while an editor holds unsaved work (beforeunload). Electron
  // would then refuse to close without a word: ask the owner, as a browser does.
  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Leave', 'Stay'],
      defaultId: 1,
      cancelId: 1,
      message: 'You have changes that are not saved.',
      detail: 'Leave without saving them?',
    });
    // Calling preventDefault here lets the unload go ahead.
    if (choice === 0) event.preventDefault();
  });
  if (state.maximized) win.maximize();
  trackWindowState(win, options.stateDir);
  win.once('ready-to-show', () => win.show());
  await win.loadURL(options.url);
  return win;
}
