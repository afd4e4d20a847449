import './styles/index.css';

/**
 * The first script of every page. The server sends each page fully rendered, so its JavaScript
 * only makes it interactive: hydration starts once the page has loaded (its hero image painted),
 * so that on a slow connection the first paint and the largest image never share the bandwidth
 * with ~100 KB of framework code. The route's own modules, listed by the server, are fetched in
 * parallel with the entry from then on.
 */
const LATEST_START_MS = 3000;
let started = false;

function preloadRouteModules() {
  const listed = document.getElementById('route-modules')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  if (started) return;
  started = true;
  preloadRouteModules();
  void import('./entry-client.tsx');
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  // A page whose images take long still becomes interactive in bounded time.
  setTimeout(start, LATEST_START_MS);
}
