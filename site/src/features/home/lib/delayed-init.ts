import { useEffect } from 'react';
import { routes } from '../../../app/routes.tsx';

/** Spec section 9: the home page's delayed initialisation runs 1000 ms after it mounts. */
export const DELAYED_INIT_MS = 1000;

/**
 * Runs `init` once, `delay` ms after mount. A failure is only logged as a warning (spec section 8),
 * never shown: the page works without it.
 */
export function useDelayedInit(init: () => unknown, delay = DELAYED_INIT_MS) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      Promise.resolve()
        .then(init)
        .catch((err: unknown) => console.warn('Initialization error', err));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [init, delay]);
}

/** Fetches the code of the given child routes ahead of time, so the next click renders at once. */
export async function warmRouteChunks(paths: readonly string[]): Promise<void> {
  const children = routes[0]?.children ?? [];
  await Promise.all(
    children
      .filter((route) => route.path !== undefined && paths.includes(route.path))
      .map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

/** What the home page warms: the two pages its hero buttons lead to. */
export const warmPrimaryRoutes = () => warmRouteChunks(['services', 'portfolio']);
