import { createApiClient } from '#shared/api/client.ts';
import { CookieJar } from '../sync/cookie-jar.ts';

/**
 * A browser elsewhere on the same site, for tests: the shared API client over a fetch that keeps
 * its own cookies, so it holds a session of its own beside the desktop app's. `fetch` is that same
 * cookie-keeping fetch, for the calls the client has no method for.
 */
export function browserSession(baseUrl: string) {
  const jar = new CookieJar();
  const fetchWithCookies = async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header(input);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    jar.store(response.headers.getSetCookie());
    return response;
  };
  return { api: createApiClient({ baseUrl, fetch: fetchWithCookies }), fetch: fetchWithCookies };
}
