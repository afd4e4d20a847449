/** Spec section 9: the animation of the n-th element of a group starts n × 0.1 s later. */
const STEP_SECONDS = 0.1;
const MAX_STEPS = 12;

/**
 * How far below the screen (as a share of its height) an element is made ready to fade in: far
 * enough ahead that it is hidden before it shows, near enough that a page load hides only the few
 * elements just under the fold, not all of them.
 */
const READY_SHARE = 0.5;

/**
 * Fades and lifts `[data-reveal]` elements in once, the first time they scroll into view (0.6 s, in
 * CSS). Plain DOM code, no React: content is visible in the server HTML, and an element is hidden
 * (`is-pending`) only once it comes within half a screen below the fold, so nothing on screen
 * flickers and a page load restyles a handful of elements instead of every section of the page
 * (each restyle is main-thread work while the page loads: docs/rendering.md). An element already on
 * screen when it is first seen, or one jumped to (a restored scroll position, an anchor), stays as
 * it is. Under prefers-reduced-motion nothing moves.
 */
export function revealOnScroll(root: ParentNode = document) {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const reveal = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        const element = target as HTMLElement;
        const steps = Math.min(Number(element.dataset.reveal) || 0, MAX_STEPS);
        element.style.transitionDelay = `${steps * STEP_SECONDS}s`;
        element.classList.replace('is-pending', 'is-revealed');
        reveal.unobserve(element);
      }
    },
    { rootMargin: '0px 0px -40px 0px' },
  );

  const ready = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        if (!isIntersecting) continue;
        ready.unobserve(target);
        const onScreen = box.top < window.innerHeight && box.bottom > 0;
        if (onScreen) continue;
        // Hidden now, while still below the fold; `reveal` fades it in when it arrives.
        target.classList.add('is-pending');
        reveal.observe(target);
      }
    },
    { rootMargin: `0px 0px ${READY_SHARE * 100}% 0px` },
  );
  for (const element of root.querySelectorAll('[data-reveal]')) ready.observe(element);
}
