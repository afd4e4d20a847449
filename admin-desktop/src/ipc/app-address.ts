/**
 * Whether `url` is one of the app's own pages: the same scheme, host and port as the app's
 * address, compared field by field. `URL.origin` cannot be used: `app://` is not a special scheme
 * to the URL parser, so its origin is the opaque "null", which every file:, data:, blob:,
 * about: or other custom-scheme address shares. This check guards navigation and the IPC sender.
 */
export function isSameAppAddress(url: string, appUrl: string): boolean {
  let candidate: URL;
  let app: URL;
  try {
    candidate = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  return (
    app.host !== '' &&
    candidate.protocol === app.protocol &&
    candidate.hostname === app.hostname &&
    candidate.port === app.port &&
    candidate.username === '' &&
    candidate.password === ''
  );
}
