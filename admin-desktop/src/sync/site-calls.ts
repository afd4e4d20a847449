import { ApiError } from '#shared/api/api-error.ts';
import { isNetworkError } from './http-transport.ts';
import type { Site } from './site.ts';

export const OFFLINE_MESSAGE = 'The site cannot be reached right now. Check the connection and try again.';

const isCsrfRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && /csrf/i.test(error.message);

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

/** State-changing calls need the session's CSRF token: fetched once after a restart, or when refused. */
export async function withCsrf<T>(site: Site, call: () => Promise<T>): Promise<T> {
  if (!site.transport.api.csrfToken) await site.transport.api.session();
  try {
    return await call();
  } catch (error) {
    if (!isCsrfRefusal(error)) throw error;
    await site.transport.api.session();
    return call();
  }
}
