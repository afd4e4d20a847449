/** Spec section 9: a page's delayed initialisation runs 1000 ms after its script starts. */
const DELAYED_INIT_MS = 1000;

/**
 * The delayed initialisation: the pages behind links marked `data-prefetch` (the home hero's
 * buttons) are fetched ahead of a click, so following them is instant. A failure is only logged as a
 * warning (spec section 8), never shown.
 */
export function prefetchMarkedLinksLater() {
  window.setTimeout(() => {
    try {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch]')) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = anchor.href;
        document.head.append(link);
      }
    } catch (error) {
      console.warn('Initialization error', error);
    }
  }, DELAYED_INIT_MS);
}
