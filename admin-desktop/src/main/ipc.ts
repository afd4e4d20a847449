import { BrowserWindow, type IpcMainInvokeEvent, ipcMain } from 'electron';
import { CHANNELS, EVENTS, type EventName, type EventOf } from '../ipc/contract.ts';
import { createHandlers, dispatch, type HostServices } from '../ipc/handlers.ts';
import type { DesktopSync } from '../sync/desktop-sync.ts';

/** Sends an event to one window, checked against its schema like every message. */
export function sendEvent<E extends EventName>(
  target: Electron.WebContents,
  event: E,
  payload: EventOf<E>,
): void {
  if (!target.isDestroyed()) target.send(event, EVENTS[event].parse(payload));
}

/**
 * The typed bridge's main side: one `handle` per channel of the contract (and nothing else).
 * Each message must come from the app's own page in a top frame, then goes through dispatch(),
 * which checks the request and the answer against the contract.
 */
export function registerIpc(sync: DesktopSync, host: HostServices, isAppUrl: (url: string) => boolean): void {
  const handlers = createHandlers(sync, host);
  const trusted = (event: IpcMainInvokeEvent) => {
    const frame = event.senderFrame;
    return !!frame && frame === event.sender.mainFrame && isAppUrl(frame.url);
  };
  for (const channel of Object.keys(CHANNELS)) {
    ipcMain.handle(channel, (event, request: unknown) => {
      if (!trusted(event))
        return { ok: false, error: { status: 403, message: 'Not allowed from this page' } };
      return dispatch(handlers, host, channel, request, {
        emit: (name, payload) => sendEvent(event.sender, name, payload),
      });
    });
  }
  sync.onStatus((status) => {
    for (const win of BrowserWindow.getAllWindows()) sendEvent(win.webContents, 'sync:status', status);
  });
}
