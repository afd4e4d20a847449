/**
 * When the sections below the fold are rendered (below-the-fold.css; docs/rendering.md).
 * While a page loads they are skipped by the browser until they come near the screen, so the first
 * paint pays for the hero only. Once the page has loaded they are rendered all the same, one section
 * per frame: a skipped section has a placeholder height, and anything that reads the page as painted
 * (a contrast checker, the scrollbar, a restored scroll position) should find the real page.
 */

/** The root class that renders every section at once (below-the-fold.css). */
const RENDER_ALL_CLASS = 'render-all';
/** The class of a section rendered after load (below-the-fold.css). */
const RENDERED_CLASS = 'is-rendered';
const SECTIONS = '#main-content > section:not(.hero)';
/** Idle time is waited for at most this long: the island code started at load comes first. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * A page the browser returns to (back, forward, reload) restores its scroll position: every section
 * is rendered at once so that position finds the content the visitor left. Runs before the load
 * event, until which the browser keeps applying the restored position.
 */
export function renderAllWhenReturning() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && entry.type !== 'navigate') document.documentElement.classList.add(RENDER_ALL_CLASS);
}

/**
 * Renders the sections still skipped, one per animation frame, from the first idle moment after
 * `loaded`: each frame styles and lays out one section (a few milliseconds), so no task grows long
 * enough to block a press, where rendering them all at once would be one long task.
 */
export function renderRestWhenIdle(loaded: Promise<void>) {
  if (document.documentElement.classList.contains(RENDER_ALL_CLASS)) return;
  const waitForIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, 0);
  void loaded.then(() =>
    waitForIdle(() => {
      const sections = [...document.querySelectorAll(SECTIONS)];
      const renderNext = () => {
        const section = sections.shift();
        if (!section) return;
        section.classList.add(RENDERED_CLASS);
        requestAnimationFrame(renderNext);
      };
      requestAnimationFrame(renderNext);
    }),
  );
}
