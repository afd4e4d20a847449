import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PagePolicy, RoutePolicy } from '#shared/api/page-policy.ts';

export type { PagePolicy, RoutePolicy };

export const PRERENDER: RoutePolicy = { kind: 'prerender' };

/**
 * The policy of the route an address matches (`policies` is keyed by route id). An address no
 * route declares is treated as per-request: never cached by mistake.
 */
export function policyFor(
  routes: RouteObject[],
  policies: ReadonlyMap<string, RoutePolicy>,
  pathname: string,
): PagePolicy {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const policy = (leaf?.route.id && policies.get(leaf.route.id)) || null;
  if (!leaf || !policy) return { kind: 'per-request', tags: [], query: [], notFound: false };
  return {
    kind: policy.kind,
    tags: policy.kind === 'cached' ? (policy.tags?.(leaf.params) ?? []) : [],
    query: policy.kind === 'per-request' ? [] : (policy.query ?? []),
    notFound: leaf.route.path === '*',
  };
}
