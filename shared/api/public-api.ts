import { ApiError } from './api-error.ts';
import { addressOf, bodyOf } from './call-address.ts';
import { publicMethods } from './public-calls.ts';

/**
 * The public site's calls, over plain fetch. Unlike the admin client (client.ts) it does not
 * parse answers with zod, so visitors never download the schema library; the shapes are the same
 * shared types.
 */
export async function send<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    // No zod here (visitors never download it): the same `{ error, fields }` read by hand.
    const { error, fields } = (body ?? {}) as { error?: unknown; fields?: unknown };
    const problems = Array.isArray(fields) ? (fields as ApiError['fields']) : [];
    throw new ApiError(response.status, typeof error === 'string' ? error : fallback, problems);
  }
  return body as T;
}

/** What the public pages call, as declared (public-calls.ts), over plain fetch. */
export const publicApi = publicMethods((def, input) => {
  const body = bodyOf(def, input);
  return send(
    addressOf(def, input),
    { method: def.method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    def.failure,
  );
});
