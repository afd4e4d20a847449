/*
 * Loaded into the generated service worker (workbox `importScripts`, site/vite.config.ts).
 *
 * Full page loads are cached by the worker's navigation route. Pages reached another way are not:
 * the first page of a visit (loaded before the worker took control) and pages opened by in-app
 * links (client-side navigation fetches no HTML). The page therefore tells the worker which
 * address it shows and which files it loaded (site/src/lib/pwa/keep-visited-pages.ts); the worker
 * stores that page's HTML, pictures and code in the same caches its routes read, so the page
 * reloads offline. Only this origin's public pages: never /api or /admin (nor /uploads, which the
 * worker's routes leave alone too), nor a draft's preview or a delivery page, nor anything answered
 * no-store.
 */
(() => {
  const PRIVATE = /^\/(api|admin|uploads|delivery|preview)(\/|$)/;
  const IMAGE = /\.(avif|webp|jpe?g|png|gif|svg)$/i;
  const LIMITS = { pages: 40, images: 120, assets: 120 };
  /** A kept copy of a page is fetched again when it is older than this (pictures and code are immutable). */
  const PAGE_REFRESH_MS = 10 * 60 * 1000;
  const MAX_FILES = 150;

  /**
   * A campaign's or an ad's parameters (a newsletter's utm_*, Google's gclid, Facebook's fbclid):
   * the server answers the page itself for them (docs/rendering.md), so the page is kept, and found
   * offline, under its address without them. The worker's own page route uses this too
   * (`keptPageAddress`, site/vite.config.ts), so there is one list. Other parameters (the blog's
   * ?q=, the search page's) stay: they change the page.
   */
  const TRACKING =
    /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl|ttclid|twclid|li_fat_id|yclid)$/i;
  function keptPageAddress(raw) {
    const url = new URL(raw, self.location.origin);
    const tracking = [...url.searchParams.keys()].filter((name) => TRACKING.test(name));
    if (tracking.length === 0) return url.href;
    for (const name of tracking) url.searchParams.delete(name);
    return url.href;
  }
  self.keptPageAddress = keptPageAddress;

  function own(raw) {
    try {
      const url = new URL(raw, self.location.origin);
      if (url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return undefined;
      url.hash = '';
      return url;
    } catch {
      return undefined;
    }
  }

  function cacheFor(url) {
    if (url.pathname.startsWith('/assets/')) return 'assets';
    if (IMAGE.test(url.pathname)) return 'images';
    return undefined;
  }

  const isFresh = (response) => {
    const date = Date.parse(response.headers.get('date') || '');
    return Number.isFinite(date) && Date.now() - date < PAGE_REFRESH_MS;
  };

  async function trim(cache, max) {
    const keys = await cache.keys();
    for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
  }

  async function keep(cacheName, url, isPage) {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(url.href, { ignoreVary: true });
    if (cached && (!isPage || isFresh(cached))) return;
    const response = await fetch(url.href, {
      credentials: 'same-origin',
      headers: isPage ? { Accept: 'text/html' } : {},
    });
    // A redirect cannot answer a navigation later; an error page is not the page.
    if (response.status !== 200 || response.redirected) return;
    if (isPage && !(response.headers.get('content-type') || '').includes('text/html')) return;
    // What the server says not to store (a draft's preview, a delivery page) is not kept here either.
    if (/no-store/i.test(response.headers.get('cache-control') || '')) return;
    await cache.put(url.href, response);
    await trim(cache, LIMITS[cacheName]);
  }

  async function keepVisited(message) {
    const page = typeof message.page === 'string' ? own(keptPageAddress(message.page)) : undefined;
    if (!page) return;
    await keep('pages', page, true);
    const files = Array.isArray(message.files) ? message.files.slice(0, MAX_FILES) : [];
    await Promise.all(
      files.map(async (raw) => {
        const url = typeof raw === 'string' ? own(raw) : undefined;
        const cacheName = url && cacheFor(url);
        if (cacheName) await keep(cacheName, url, false).catch(() => undefined);
      }),
    );
  }

  // The API never goes through the worker (Static Routing, where the browser has it): a beacon
  // sent while its page unloads (analytics, docs/analytics.md) is otherwise lost when the worker
  // would have to start to hear of it.
  self.addEventListener('install', (event) => {
    if (event.addRoutes) {
      event.waitUntil(
        event.addRoutes({ condition: { urlPattern: '/api/*' }, source: 'network' }).catch(() => undefined),
      );
    }
  });

  self.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'KEEP_VISITED_PAGE' || event.origin !== self.location.origin) return;
    const done = keepVisited(data)
      .catch(() => undefined)
      .then(() => event.source && event.source.postMessage({ type: 'VISITED_PAGE_KEPT', page: data.page }));
    event.waitUntil(done);
  });
})();
