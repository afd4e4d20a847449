import './styles/index.css';
import { renderAllWhenReturning, renderRestWhenIdle } from './lib/below-the-fold.ts';
import { prefetchMarkedLinksLater } from './lib/delayed-prefetch.ts';
import { holdEarlyPresses, islandsWithoutScript } from './lib/early-presses.ts';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from './lib/island-markers.ts';
import { followMobileState } from './lib/mobile-state.ts';
import { keepVisitedPages } from './lib/pwa/keep-visited-pages.ts';
import { revealOnScroll } from './lib/reveal-on-scroll.ts';

/**
 * The first script of every page. The server sends each page fully rendered; links are plain page
 * loads. Only the page's islands (menu, forms, gallery, filters...) run React: their code starts
 * once the page has loaded and its hero image is painted, so that on a slow connection the first paint
 * and the largest image never share the bandwidth with framework code. The islands' modules,
 * listed by the server, are fetched in parallel with React from then on.
 */
const LATEST_START_MS = 3000;
let started = false;

function preloadIslandModules() {
  const listed = document.getElementById('route-modules')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** How long to wait, after the frame with the hero was painted, for the browser to report it shown. */
const PRESENTED_WAIT_MS = 250;

/**
 * Resolves once the browser reports the hero as the page's largest contentful paint. That report
 * carries the time the frame reached the screen, which under load is several milliseconds after the
 * main thread painted it; island code fetched in between still counts against the LCP. When the
 * hero is not the largest element, or input ended LCP reporting, no report comes: the wait is then
 * bounded. Browsers without LCP reporting go on at once.
 */
function heroPresented(hero: HTMLImageElement): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(done, PRESENTED_WAIT_MS);
  });
}

/**
 * Resolves once the page's largest picture (the hero's, the one image loaded with high priority)
 * is decoded and shown. The `load` event only says its bytes arrived; with `decoding="async"` it
 * may be painted later, and island code fetched before that paint competes with it (Lighthouse
 * counts every request that started before the LCP paint against it).
 */
function heroPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero) return paintedFrame();
  return hero.decode().then(
    () => paintedFrame().then(() => heroPresented(hero)),
    // A picture that cannot be decoded is never shown, so no report of it will come.
    paintedFrame,
  );
}

/** A timer set from an animation frame runs after that frame has been painted. */
function paintedFrame(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function start() {
  if (started) return;
  started = true;
  preloadIslandModules();
  // React's code lost on the way (a connection dropped mid-load): the islands stay as the server
  // made them, and what works without script (a form's plain post) is let work.
  // Said in the console, as an island's own failure is (hydrate-islands.tsx): a page left without
  // React otherwise gives no sign of why.
  import('./islands/hydrate-islands.tsx').catch((error: unknown) => {
    console.warn(error);
    islandsWithoutScript(
      document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`),
    );
  });
  // The site's own cookieless measurement (docs/analytics.md), after the page's own code.
  // Its code lost on the way costs the visitor nothing, so it is not an error on their page.
  import('./lib/analytics/measure-visit.ts').then(
    (analytics) => analytics.measureVisit(),
    () => undefined,
  );
}

renderAllWhenReturning();
holdEarlyPresses(start);
revealOnScroll();
followMobileState();
prefetchMarkedLinksLater();
keepVisitedPages();
const loaded =
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
const heroShown = loaded.then(heroPainted);
void heroShown.then(start);
// A page whose images take long still becomes interactive in bounded time.
setTimeout(start, LATEST_START_MS);
renderRestWhenIdle(heroShown);
