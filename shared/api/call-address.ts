import { fill, routeParams } from './paths.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a declared call goes and what it sends, made from its method and route alone, so that
 * both the admin's calls (call-def.ts, with their schemas) and the visitors' (public-calls.ts,
 * without the schema library) use the same rule.
 */
export interface CallAddress {
  method: Method;
  /**
   * The address as the server's router names it (`/api/admin/inquiries/:id`). Each `:name` is
   * filled from the input's field of that name; the input's other fields go in the query of a
   * GET or DELETE and in the JSON body of any other call, unless `body` says otherwise.
   */
  route: string;
  /** The body when it is not the input's other fields: one of them (a portfolio item) or a form. */
  // biome-ignore lint/suspicious/noExplicitAny: each call's own input; the carriers see them alike
  body?: (input: any) => unknown;
}

const fields = (input: unknown): Record<string, unknown> =>
  input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
const sendsQuery = (def: CallAddress) => def.method === 'GET' || def.method === 'DELETE';

/** The input's fields that are not in the route, without those left out. */
function rest(def: CallAddress, input: unknown): [string, unknown][] {
  const params = routeParams(def.route);
  return Object.entries(fields(input)).filter(([name, value]) => !params.has(name) && value !== undefined);
}

/** The address one call goes to: its route filled from the input, a GET's or DELETE's query after it. */
export function addressOf(def: CallAddress, input: unknown): string {
  const path = fill(def.route, fields(input));
  if (!sendsQuery(def)) return path;
  const query = new URLSearchParams();
  for (const [name, value] of rest(def, input)) query.set(name, String(value));
  return query.size ? `${path}?${query}` : path;
}

/** What one call sends: its declared body, or the input's other fields (none for a GET or DELETE). */
export function bodyOf(def: CallAddress, input: unknown): unknown {
  if (def.body) return def.body(input);
  if (sendsQuery(def)) return undefined;
  const sent = rest(def, input);
  return sent.length ? Object.fromEntries(sent) : undefined;
}
