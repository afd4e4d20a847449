/** Spec section 9: the animation of the n-th element of a group starts n × 0.1 s later. */
const STEP_SECONDS = 0.1;
const MAX_STEPS = 12;

/**
 * Fades and lifts `[data-reveal]` elements in once, the first time they scroll into view (0.6 s, in
 * CSS). Plain DOM code, no React: content is visible in the server HTML; only elements still off
 * screen when this runs are hidden until they arrive, so nothing on screen flickers. Under
 * prefers-reduced-motion nothing moves.
 */
export function revealOnScroll(root: ParentNode = document) {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const element = target as HTMLElement;
        if (!seen.has(element)) {
          // First report: on screen now means it stays as it is.
          seen.add(element);
          if (isIntersecting) observer.unobserve(element);
          else element.classList.add('is-pending');
        } else if (isIntersecting) {
          const steps = Math.min(Number(element.dataset.reveal) || 0, MAX_STEPS);
          element.style.transitionDelay = `${steps * STEP_SECONDS}s`;
          element.classList.replace('is-pending', 'is-revealed');
          observer.unobserve(element);
        }
      }
    },
    { rootMargin: '0px 0px -40px 0px' },
  );
  for (const element of root.querySelectorAll('[data-reveal]')) observer.observe(element);
}
