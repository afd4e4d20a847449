import { type Session, shell, type WebContents } from 'electron';

/** Schemes handed to the OS (browser, mail, phone) instead of ever opening inside the app. */
const EXTERNAL_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/** Opens a link in the owner's browser (or mail app), only for the schemes above. */
export function openExternally(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (EXTERNAL_SCHEMES.has(parsed.protocol)) void shell.openExternal(parsed.toString());
}

/**
 * Session-wide rules: every permission request (camera, notifications, geolocation, clipboard
 * read, HID...) is refused, and no device may be chosen. The admin needs none of them.
 */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event) => event.preventDefault());
}

/**
 * Per page: navigation only within the app itself; any other address (a link, a redirect, a
 * form) is stopped and, if it is a web or mail link, opened outside. New windows are never
 * created; <webview> is never attached.
 */
export function hardenContents(contents: WebContents, isAppUrl: (url: string) => boolean): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openExternally(url);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Adds the CSP header to pages the dev server answers (production pages get it from app://). */
export function cspForDevServer(session: Session, devServer: string, csp: () => string): void {
  session.webRequest.onHeadersReceived({ urls: [`${devServer}/*`] }, (details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] },
    });
  });
}
