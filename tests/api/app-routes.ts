import type { App } from '../../server/src/app.ts';

interface RouteLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** `METHOD /path` of every route with a path of its own, in routers mounted at the root. */
function routesOf(stack: RouteLayer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = layer.route.path;
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${path}`);
    }
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

/**
 * Every route of the real app, read from its route table (not from a list kept by hand), as
 * `METHOD /path`: a route added later is in it too.
 */
export const appRoutes = (app: App): string[] =>
  routesOf((app as unknown as { router: { stack: RouteLayer[] } }).router.stack);

/** A route's address with each `:name` filled (the guards run before any parameter is read). */
export const addressOf = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');
