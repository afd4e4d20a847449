import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

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
 * first page of the visit (loaded before the service worker took control), pages opened by an
 * in-app link, and pages reached with the back button. The worker side is
 * site/public/sw-visited-pages.js; full page loads are also cached by the worker's own route.
 */
export function KeepVisitedPages() {
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every page the visitor sees
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // At once (the visitor may move on quickly), and again once its pictures had time to load.
    // Not cancelled when the visitor moves on: the page was seen either way.
    const page = window.location.href;
    tellWorker(page);
    window.setTimeout(() => tellWorker(page), SETTLE_MS);
  }, [pathname, search]);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // The first visit: the worker takes control after the page loaded; tell it then.
    const onControl = () => tellWorker(window.location.href);
    navigator.serviceWorker.addEventListener('controllerchange', onControl);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControl);
  }, []);

  return null;
}
