import { ApiError } from '#shared/api/api-error.ts';
import { checkInput } from '#shared/schemas/field-problems.ts';
import { type ContentKind, contentKindSchema, entryIdSchema } from '#shared/schemas/content-entry.ts';
import { deletePreconditionSchema } from '#shared/schemas/delete-precondition.ts';

/**
 * What a call of the admin's content API means to the desktop. The editors call the shared
 * client's content calls (`request(method, path, body)`); on the desktop those arrive here as data,
 * and each is sorted into an entry read or write (through the cache and the durable queue, like a
 * portfolio change) or a call that needs the site (versions, restore). Nothing per kind.
 */
type ContentRoute =
  | { action: 'list'; kind: ContentKind }
  | { action: 'get'; kind: ContentKind; id: string }
  | { action: 'create'; kind: ContentKind }
  | { action: 'update'; kind: ContentKind; id: string }
  | { action: 'delete'; kind: ContentKind; id: string; version?: number | undefined }
  /** `path`: the address as parsed (normalised), the one sent. */
  | { action: 'online'; kind: ContentKind; id: string; path: string };

const PREFIX = '/api/admin/content/';

const notContent = () => new ApiError(404, 'Not a content address');

/** Sorts one call; anything outside the admin content API, or not one of its calls, is refused. */
export function routeContentRequest(method: string, address: string): ContentRoute {
  const url = new URL(address, 'http://desktop.invalid');
  if (url.origin !== 'http://desktop.invalid' || !url.pathname.startsWith(PREFIX)) throw notContent();
  const segments = url.pathname.slice(PREFIX.length).split('/').map(decodeURIComponent);
  const kind = contentKindSchema.safeParse(segments[0]);
  if (!kind.success) throw notContent();
  const [, id, ...rest] = segments;
  if (id === undefined) {
    if (method === 'GET') return { action: 'list', kind: kind.data };
    if (method === 'POST') return { action: 'create', kind: kind.data };
    throw notContent();
  }
  if (!entryIdSchema.safeParse(id).success) throw notContent();
  if (rest.length === 0) {
    if (method === 'GET') return { action: 'get', kind: kind.data, id };
    if (method === 'PUT') return { action: 'update', kind: kind.data, id };
    if (method === 'DELETE') {
      // Refused in the API's words (shared/schemas/field-problems.ts).
      const query = checkInput(deletePreconditionSchema, Object.fromEntries(url.searchParams));
      if (!query.ok) throw new ApiError(400, query.error, query.fields);
      return { action: 'delete', kind: kind.data, id, version: query.data.version };
    }
    throw notContent();
  }
  // Versions: GET .../versions, GET .../versions/{n}, POST .../versions/{n}/restore.
  const versions =
    rest[0] === 'versions' &&
    ((method === 'GET' && rest.length <= 2) ||
      (method === 'POST' && rest.length === 3 && rest[2] === 'restore')) &&
    (rest.length === 1 || /^[1-9]\d{0,9}$/.test(rest[1]!));
  if (versions) return { action: 'online', kind: kind.data, id, path: url.pathname };
  throw notContent();
}
