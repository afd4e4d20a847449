import { APP_ORIGIN } from '../ipc/app-origin.ts';

/**
 * The renderer's Content-Security-Policy. Scripts and styles only from the app itself, no eval,
 * no plugins, no frames, no form posts, and no network access at all from the page (every call
 * goes through the main process). The site's own images come through the app (/site-media/);
 * an item may also show a picture from another https address.
 * `style-src-attr 'unsafe-inline'` is for style attributes only (the toast's swipe offset);
 * style elements and scripts stay strict.
 */
export function contentSecurityPolicy(devServer?: string): string {
  const dev = devServer ? ` ${devServer}` : '';
  const devSocket = devServer ? ` ${devServer.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'none'",
    // Development only: the React refresh preamble Vite injects is an inline script.
    devServer ? `script-src 'self' 'unsafe-inline'${dev}` : "script-src 'self'",
    devServer ? `style-src 'self' 'unsafe-inline'${dev}` : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: https:${devServer ? ` ${APP_ORIGIN}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${devSocket}${dev}`,
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
