import { ApiError } from '#shared/api/api-error.ts';
import { kindOf } from './content-kinds.ts';
import { routeContentRequest } from './content-requests.ts';
import type { PortfolioWrites } from './portfolio-writes.ts';
import { online, withCsrf } from './site-calls.ts';
import type { Site } from './site.ts';

/**
 * Carries out one call of the admin's content API on the desktop (DesktopSync.contentRequest):
 * entry reads from the site or the offline copy, writes through the durable queue, exactly as a
 * portfolio change; versions and restore need the site.
 */
export async function contentCall(
  writes: PortfolioWrites,
  site: Site,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const route = routeContentRequest(method, path);
  const list = async () => (await writes.list(site, kindOf(route.kind)))[route.kind] ?? [];
  switch (route.action) {
    case 'list':
      return list();
    case 'get': {
      const entry = (await list()).find((item) => item.id === route.id);
      if (!entry) throw new ApiError(404, `No ${route.kind} entry ${route.id}`);
      return entry;
    }
    case 'create':
      return writes.createItem(site, route.kind, body);
    case 'update':
      return writes.updateItem(site, route.kind, { ...(body as object), id: route.id });
    case 'delete':
      await writes.deleteItem(site, route.kind, route.id, route.version);
      return null;
    case 'online':
      try {
        return await online(site, () =>
          withCsrf(site, () => site.transport.api.request(method, route.path, body)),
        );
      } catch (error) {
        // An entry created while offline is not on the site until its create is sent: it has no
        // saved versions yet, which is no failure (the editor shows the queued one as waiting).
        const unsent = error instanceof ApiError && error.status === 404 && method === 'GET';
        if (unsent && writes.waitingCreate(route.kind, route.id)) return [];
        throw error;
      }
  }
}
