import { app, type BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import { sendEvent } from './ipc.ts';
import { openExternally } from './security.ts';

interface MenuActions {
  window(): BrowserWindow | undefined;
  siteUrl(): string | null;
  devTools: boolean;
}

/** The application menu: the usual edit and view roles, plus the app's few commands. */
export function installMenu(actions: MenuActions): void {
  const command = (name: 'change-site' | 'sync-now' | 'show-sync') => () => {
    const win = actions.window();
    if (win) sendEvent(win.webContents, 'app:command', { command: name });
  };
  const mac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Sync Now', accelerator: 'CmdOrCtrl+R', click: command('sync-now') },
        { label: 'Offline Changes...', accelerator: 'CmdOrCtrl+Shift+S', click: command('show-sync') },
        { label: 'Change Site Address...', click: command('change-site') },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(actions.devTools ? [{ type: 'separator' as const }, { role: 'toggleDevTools' as const }] : []),
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Open the Public Site',
          click: () => {
            const site = actions.siteUrl();
            if (site) openExternally(site);
          },
        },
        { label: `Version ${app.getVersion()}`, enabled: false },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
