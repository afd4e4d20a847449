import { MOBILE_QUERY, MOBILE_UA } from './mobile.ts';

/**
 * Keeps the hero's mobile state (`is-mobile`) in step with the window (spec section 4: it follows
 * resize). Plain DOM code: the server decides from the user agent, this corrects it for the width.
 */
export function followMobileState() {
  const query = window.matchMedia(MOBILE_QUERY);
  const mobileAgent = MOBILE_UA.test(navigator.userAgent);
  const update = () => {
    for (const hero of document.querySelectorAll('.hero'))
      hero.classList.toggle('is-mobile', mobileAgent || query.matches);
  };
  update();
  query.addEventListener('change', update);
}
