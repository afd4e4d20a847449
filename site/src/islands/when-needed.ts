import { ISLAND_ATTRIBUTE } from '../lib/island-markers.ts';

/**
 * When each island of a page is hydrated (docs/rendering.md, "Hydration when needed"): an island
 * on screen (or within half a screen of it) at once; one further down when it comes near the screen
 * or when a visitor first reaches for it (pointer, touch, focus), whichever comes first. A gallery,
 * FAQ or newsletter form below the fold costs the main thread nothing while the page loads.
 *
 * Hydration started by an interaction is in time for it: `hydrateRoot` attaches React's listeners
 * to the island at once, and React hydrates a root synchronously to dispatch a discrete event
 * (click, input, key press) that reaches it before its hydration has finished.
 */

/** How far beyond the screen (as a share of its height) an island counts as near: ready before the visitor gets there. */
const NEAR_SHARE = 0.5;

/** The first signs of a visitor reaching for an island: before the click, key press or input they lead to. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Whether a box is on the screen or within NEAR_SHARE of its height above or below it. */
function nearScreen(box: Element): boolean {
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  const margin = window.innerHeight * NEAR_SHARE;
  return rect.bottom >= -margin && rect.top <= window.innerHeight + margin;
}

/**
 * Hands each island to `hydrate` once, when it is needed: before returning for the islands on or
 * near the screen now (and those with nothing rendered yet, such as the update prompt), the others
 * later.
 */
export function hydrateWhenNeeded(islands: HTMLElement[], hydrate: (island: HTMLElement) => void): void {
  const pending = new Set(islands);
  const islandOf = new Map<Element, HTMLElement>();
  const once = (island: HTMLElement) => {
    if (!pending.delete(island)) return;
    hydrate(island);
    if (pending.size === 0) stop();
  };
  const onReach = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (island && pending.has(island)) once(island);
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const { target, isIntersecting } of entries) {
              const island = islandOf.get(target);
              if (isIntersecting && island) once(island);
            }
          },
          { rootMargin: `${NEAR_SHARE * 100}% 0px` },
        );
  const stop = () => {
    observer?.disconnect();
    for (const type of REACHING_EVENTS) document.removeEventListener(type, onReach, true);
  };

  for (const type of REACHING_EVENTS)
    document.addEventListener(type, onReach, { capture: true, passive: true });
  for (const island of islands) {
    // The wrapper has no box (`display: contents`): its children are what can be on screen.
    const boxes = [...island.children];
    if (!observer || boxes.length === 0 || boxes.some(nearScreen)) {
      once(island);
      continue;
    }
    for (const box of boxes) {
      islandOf.set(box, island);
      observer.observe(box);
    }
  }
}
