import { ApiError } from '#shared/api/api-error.ts';
import { isNetworkError } from './http-transport.ts';
import type { Site } from './site.ts';

export const OFFLINE_MESSAGE = 'The site cannot be reached right now. Check the connection and try again.';

/** A call that needs the site: a connection failure becomes a clear offline error (503). */
export async function online<T>(site: Site, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    site.connectivity.markOnline();
    return result;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    site.connectivity.markOffline();
    throw new ApiError(503, OFFLINE_MESSAGE);
  }
}

/**
 * State-changing calls need the session's CSRF token: fetched once after a restart. A token that
 * has gone stale (a new session in the same cookies) the client renews by itself on a 403
 * (shared/api/client.ts).
 */
export async function withCsrf<T>(site: Site, call: () => Promise<T>): Promise<T> {
  if (!site.transport.api.csrfToken) await site.transport.api.session();
  return call();
}
