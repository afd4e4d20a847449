import type { IRoute, IRouterHandler, Router } from 'express';
import type { CallAddress } from '#shared/api/call-address.ts';

/**
 * Where a declared call (shared/api/owner-calls.ts, session-calls.ts, public-calls.ts) is served:
 * the router's route for its address, on its method, so the server and its clients cannot
 * disagree on either (docs/api-calls.md). The handlers given to it still check the input with
 * the shared schemas: `declaredRoute(router, OWNER_CALLS.trash)(requireOwner, handler)`.
 */
export function declaredRoute(router: Router, call: CallAddress): IRouterHandler<IRoute> {
  const route = router.route(call.route);
  const verb = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return route[verb].bind(route);
}
