import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { RenderInfoContext } from './app/render-info.tsx';
import { routes } from './app/routes.tsx';
import type { HydrationPayload } from './entry-server.tsx';

/** Hydrates the server-rendered page (loaded by boot.ts once the page has loaded). */
async function start() {
  const payload = JSON.parse(
    document.getElementById('app-data')?.textContent ?? 'null',
  ) as HydrationPayload | null;
  // The server's error page (a route threw) carries no data and stays as it was sent.
  if (!payload) return;
  // Load the matched route modules before hydrating, so the first client render equals the server's.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: payload.loaderData } });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: taps and scrolls during it are not kept waiting.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <RenderInfoContext value={payload.info}>
        <RouterProvider router={router} />
      </RenderInfoContext>,
    );
  });
}

void start();
