/**
 * How the server makes a route's HTML (docs/rendering.md), declared next to each route in
 * site/src/app/routes.tsx and read by the server's page cache:
 * - `prerender`: a fixed page, rendered by the build and served from memory (rendered again once
 *   a day, for the dates it shows);
 * - `cached`: built from data that changes: rendered at its first request after a change of one of
 *   its `tags` (data tags, shared/constants/data-tags.ts), then served from memory;
 * - `per-request`: different for every visitor (e.g. a freshly signed form token); never cached.
 *
 * `query` (prerender, cached): the query parameters the page's HTML depends on (the blog's
 * `?category=`). An address carrying one of them is rendered for the request; any other query (a
 * campaign's `utm_source`, an ad's `gclid`, anything made up) gets the page kept in memory, which
 * is made without a query. A page that reads another parameter while it renders must list it, or
 * be per-request.
 */
export type RoutePolicy =
  | { kind: 'prerender'; query?: readonly string[] }
  | {
      kind: 'cached';
      tags?: (params: Record<string, string | undefined>) => string[];
      query?: readonly string[];
    }
  | { kind: 'per-request'; why: string };

/** What the server learns about one address: its route's policy with the tags resolved. */
export interface PagePolicy {
  kind: RoutePolicy['kind'];
  tags: string[];
  /** The query parameters its HTML depends on (none for per-request pages: they get the whole query). */
  query: readonly string[];
  /** Only the catch-all route matches: the 404 page, the same for every such address. */
  notFound: boolean;
}
