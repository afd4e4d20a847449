/**
 * How the server makes a route's HTML (docs/rendering.md), declared next to each route in
 * site/src/app/routes.tsx and read by the server's page cache:
 * - `prerender`: a fixed page, rendered by the build and served from memory (rendered again once
 *   a day, for the dates it shows);
 * - `cached`: built from data that changes: rendered at its first request after a change of one of
 *   its `tags` (data tags, shared/constants/data-tags.ts), then served from memory;
 * - `per-request`: different for every visitor (e.g. a freshly signed form token); never cached.
 */
export type RoutePolicy =
  | { kind: 'prerender' }
  | { kind: 'cached'; tags?: (params: Record<string, string | undefined>) => string[] }
  | { kind: 'per-request'; why: string };

/** What the server learns about one address: its route's policy with the tags resolved. */
export interface PagePolicy {
  kind: RoutePolicy['kind'];
  tags: string[];
  /** Only the catch-all route matches: the 404 page, the same for every such address. */
  notFound: boolean;
}
