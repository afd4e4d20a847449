import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { protocol } from 'electron';
import type { MediaAnswer } from '../sync/site-media.ts';
import { APP_HOST, APP_SCHEME, MEDIA_PREFIX } from '../ipc/app-origin.ts';
import { mediaResponse } from './media-response.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The renderer is served from app://lumen/ rather than file://: a real origin, so 'self' in the
 * CSP means the app's own files only, navigation checks compare one origin, and no page can
 * read other local files. Must run before the app is ready.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/**
 * Serves the built renderer directory, with the CSP header on every answer, and the site's
 * images under MEDIA_PREFIX through `media` (the main process fetches them).
 */
export function serveApp(
  rendererDir: string,
  csp: () => string,
  media: (path: string) => Promise<MediaAnswer>,
): void {
  const root = normalize(rendererDir + sep);
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST || request.method !== 'GET') return new Response('Not found', { status: 404 });
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith(`${MEDIA_PREFIX}/`))
      return mediaResponse(await media(path.slice(MEDIA_PREFIX.length)));
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    // No way out of the renderer directory (../, encoded or not).
    if (!file.startsWith(root)) return new Response('Forbidden', { status: 403 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': csp(),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
