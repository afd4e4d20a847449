/** How long after a page appears its pictures are given to load before the list is sent. */
const SETTLE_MS = 1500;

/** This origin's files the page has loaded so far (pictures, scripts, styles, fonts). */
function loadedFiles(): string[] {
  const files = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.startsWith(window.location.origin)) files.add(entry.name);
  }
  for (const image of document.images) {
    if (image.currentSrc.startsWith(window.location.origin)) files.add(image.currentSrc);
  }
  return [...files];
}

function tellWorker(page: string): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  worker.postMessage({ type: 'KEEP_VISITED_PAGE', page, files: loadedFiles() });
}

/**
 * Keeps every public page the visitor sees available offline, however they reached it: the
 * first page of the visit (loaded before the service worker took control), pages opened by a
 * link, and pages reached with the back button (each is a page load that runs this once; a page
 * restored from the back/forward cache reports itself again on `pageshow`). The worker side is
 * site/public/sw-visited-pages.js; full page loads are also cached by the worker's own route.
 * Plain DOM code, started by site/src/boot.ts.
 */
export function keepVisitedPages(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const report = () => {
    // At once (the visitor may move on quickly), and again once its pictures had time to load.
    const page = window.location.href;
    tellWorker(page);
    window.setTimeout(() => tellWorker(page), SETTLE_MS);
  };
  report();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) report();
  });
  // The first visit: the worker takes control after the page loaded; tell it then.
  navigator.serviceWorker.addEventListener('controllerchange', () => tellWorker(window.location.href));
}
