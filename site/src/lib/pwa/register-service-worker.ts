/** How often a tab left open asks the server whether a new service worker was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface ServiceWorkerHandle {
  /** Stops the periodic update check. */
  stop(): void;
}

/**
 * Registers /sw.js through workbox-window, in production builds only (Vite's dev server has no
 * worker). workbox-window waits for the window's load event, so registration never competes with
 * the page's own requests. When a new worker is installed and waiting, `onUpdateWaiting` receives
 * `apply`, which activates it (SKIP_WAITING) and reloads once it controls the page.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: () => void) => void): ServiceWorkerHandle {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return { stop() {} };
  let timer: number | undefined;
  let stopped = false;
  void import('workbox-window').then(({ Workbox }) => {
    if (stopped) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    const apply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    wb.addEventListener('waiting', () => onUpdateWaiting(apply));
    wb.register().catch(() => {
      // No worker (e.g. a private window that blocks it): the site works without one.
    });
    timer = window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  });
  return {
    stop() {
      stopped = true;
      window.clearInterval(timer);
    },
  };
}
