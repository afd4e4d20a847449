import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { chunkClosure, entryKeys, type ViteManifest } from '../server/src/site/vite-manifest.ts';
import { zodInBrowser } from '../scripts/zod-in-browser.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/client', import.meta.url));

/**
 * PWA precache budget, in gzip-compressed bytes (what a visitor downloads on install): the app shell
 * (entry JS, its static imports, the global CSS), the offline page, the favicon and the manifest.
 */
const PRECACHE_BUDGET_GZIP_BYTES = 250 * 1024;
const DAY = 24 * 60 * 60;

/**
 * The modules islands share, grouped by the pages that load them (docs/rendering.md, "Chunks").
 * Left to itself, the bundler makes a chunk of every module two islands share: a gallery page
 * loaded 19 scripts, some of 200 bytes, each with about 1 KB of response headers (Lighthouse counts
 * them) and its own fetch, compile and preload link on the main thread. Each island stays a chunk
 * of its own, so Vite's manifest still names it and the server lists exactly a page's islands.
 * `runtime`: what every page with islands runs (React, the island runtime and the small modules of
 * the navigation bar, the newsletter form and the update prompt). `gallery`: what the gallery, its
 * lightbox and the YouTube facade share (portfolio, service and project pages, the blog list).
 */
const RUNTIME_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /site[\\/]src[\\/]islands[\\/]/,
  /site[\\/]src[\\/]app[\\/]render-info\.tsx$/,
  /site[\\/]src[\\/]components[\\/]layout[\\/](mobile-menu|nav-anchor|nav-dropdown|nav-links|use-scrolled)\.tsx?$/,
  /site[\\/]src[\\/]lib[\\/]pwa[\\/]register-service-worker\.ts$/,
  /site[\\/]src[\\/]components[\\/]ui[\\/](chevron|icon|reveal)\.tsx$/,
  /shared[\\/]api[\\/](public-api|public-calls|call-address|api-error|paths)\.ts$/,
  /shared[\\/](constants[\\/]newsletter-texts|content[\\/]company)\.ts$/,
];
const GALLERY_MODULES = [
  /site[\\/]src[\\/]components[\\/]ui[\\/](gallery-media|responsive-image|lightbox|lightbox-swipe|embed-frame)\.tsx?$/,
  /site[\\/]src[\\/](lib[\\/]use-online|app[\\/]shipped-placeholders)\.tsx?$/,
  /shared[\\/](content[\\/]media[\\/]image-catalog|constants[\\/]portfolio-collections|embeds[\\/]embed-allow-list|media[\\/]focus-position|media[\\/]image-variants|constants[\\/]timestamp-id)\.ts$/,
];
/**
 * `analytics`: the page-view script (docs/analytics.md) with the page-template rule and the beacon
 * address it shares with the vitals and the API paths, in one file rather than three (each script costs a request and its headers). The vitals
 * and web-vitals stay a chunk of their own, loaded after the page view is sent.
 */
const ANALYTICS_MODULES = [
  /site[\\/]src[\\/]lib[\\/]analytics[\\/]measure-visit\.ts$/,
  /shared[\\/]analytics[\\/](page-template|beacon-address)\.ts$/,
];
const inGroup = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

/**
 * The app shell from Vite's manifest: the entry chunk, the hydration code it imports, their static imports and
 * CSS. Route chunks (admin included) are left to the runtime cache, so a visitor never downloads
 * pages they do not open and the precache stays within its budget as the site grows.
 */
function appShellFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as ViteManifest;
  const { scripts, styles } = chunkClosure(manifest, entryKeys(manifest));
  return new Set([...scripts, ...styles]);
}

/**
 * Offline, a picture the visitor never saw (below the fold, loaded lazily) is in no cache: instead
 * of the browser's broken-image icon it gets a plain tinted block, over which the picture's blurred
 * preview (its inline background) still shows. Workbox writes this plugin into sw.js as source
 * text, so it must not use anything from this file.
 */
const offlinePicture = {
  handlerDidError: async () =>
    new Response(
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9"><rect width="16" height="9" fill="#94a3b8" fill-opacity="0.3"/></svg>',
      { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } },
    ),
};

/**
 * A page answered `no-store` (a draft's preview, a delivery page) is never kept, whatever its
 * address: kept, it would outlive the owner's sign-out and open offline. Written into sw.js as
 * source text, like offlinePicture.
 */
const storableOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
};

/**
 * A page is kept and looked up under its address without a campaign's parameters, by the same
 * rule as the pages kept by sw-visited-pages.js (`keptPageAddress`, defined there). Written into
 * sw.js as source text, like offlinePicture.
 */
const pageAddress = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const keptPageAddress: unknown = Reflect.get(globalThis, 'keptPageAddress');
    return typeof keptPageAddress === 'function' ? String(keptPageAddress(request.url)) : request;
  },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // site/src/lib/pwa registers the worker through workbox-window (no inline script: strict CSP).
  injectRegister: false,
  strategies: 'generateSW',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Lumen Realty Media',
    short_name: 'Lumen Media',
    description:
      'Real estate photography, video, drone, Matterport 3D tours and listing websites for Toronto agents and brokers.',
    lang: 'en-CA',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#ffffff',
    categories: ['business', 'photography'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/icons/screenshots/narrow.png',
        sizes: '1080x1920',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Lumen Realty Media on a phone',
      },
      {
        src: '/icons/screenshots/wide.png',
        sizes: '1920x1080',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Lumen Realty Media on a desktop',
      },
    ],
    shortcuts: [
      { name: 'Portfolio', url: '/portfolio' },
      { name: 'Services', url: '/services' },
      { name: 'Book a shoot', short_name: 'Contact', url: '/contact' },
    ],
  },
  workbox: {
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.css', 'favicon.svg'],
    globIgnores: ['index.html', 'prerendered/**'],
    manifestTransforms: [
      async (entries) => {
        const shell = appShellFiles();
        const manifest = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
        const total = manifest.reduce(
          (sum, e) => sum + gzipSync(readFileSync(`${outDir}/${e.url}`)).length,
          0,
        );
        const warnings =
          total > PRECACHE_BUDGET_GZIP_BYTES
            ? [`PWA precache is ${total} bytes gzipped, over its ${PRECACHE_BUDGET_GZIP_BYTES} byte budget`]
            : [];
        for (const warning of warnings) console.warn(`warning: ${warning}`);
        return { manifest, warnings };
      },
    ],
    // Pages are rendered by the server: navigations go to the network, never to a precached shell.
    navigateFallback: null,
    // Keeps pages reached by in-app links and the first page of a visit (see that file).
    importScripts: ['/sw-visited-pages.js'],
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/admin/,
      /^\/uploads(\/|$)/,
      /^\/delivery\//,
      /^\/preview\//,
    ],
    cleanupOutdatedCaches: true,
    // The first install takes control at once; updates wait for the visitor's "Reload" (SKIP_WAITING).
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Visited pages: fresh from the network, the cached copy when offline or slow, else offline.html.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          !/^\/(api|admin|uploads|delivery|preview)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          // Copies kept by sw-visited-pages.js were fetched by the worker, not by a navigation.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
          plugins: [storableOnly, pageAddress],
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.destination === 'image' &&
          !/^\/(api|admin|uploads|delivery|preview)(\/|$)/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [offlinePicture],
        },
      },
      {
        // Hashed, immutable route chunks and fonts, cached as they are used.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 120, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: 'public',
  plugins: [react(), zodInBrowser(), VitePWA({ ...pwaOptions, disable: !!isSsrBuild })],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Only the modules named above: their dependencies (the entry's own modules among them)
              // stay where the bundler puts them, so the entry never imports React.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'runtime', test: inGroup(RUNTIME_MODULES), priority: 2 },
                { name: 'gallery', test: inGroup(GALLERY_MODULES), priority: 1 },
                { name: 'analytics', test: inGroup(ANALYTICS_MODULES), priority: 1 },
              ],
            },
          },
        },
  },
  ssr: { noExternal: [] },
}));
