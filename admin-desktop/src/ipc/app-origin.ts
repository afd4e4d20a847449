/** The renderer's own origin (served by app-protocol.ts), and where the site's pictures appear in it. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'lumen';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const MEDIA_PREFIX = '/site-media';
