import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { createApiClient, type FetchLike } from '#shared/api/client.ts';
import { addressOf } from '#shared/api/call-address.ts';
import { OWNER_CALL_NAMES, OWNER_CALLS, type OwnerCallName } from '#shared/api/owner-calls.ts';
import { PUBLIC_CALLS } from '#shared/api/public-calls.ts';
import { SESSION_CALLS } from '#shared/api/session-calls.ts';
import { postJson, signed } from './inquiry-requests.ts';
import { ownerForTest } from './owner-client.ts';

/**
 * The owner's calls are declared once (shared/api/owner-calls.ts) and the HTTP client, the
 * desktop bridge and its renderer are made from that table: here the table meets the real server.
 * Every declared call is a route the server serves to the owner only, and every answer parses
 * with the answer the table declares (the client parses it).
 */
const withCookie =
  (cookie: string): FetchLike =>
  (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    return fetch(input, { ...init, headers });
  };

/** Arguments for each call that reach the server without changing anything the test needs. */
const ARGS: { [N in OwnerCallName]: Parameters<(typeof OWNER_CALLS)[N]['args']> } = {
  portfolio: [],
  createItem: ['dronePortfolio', { title: '', type: 'image', src: '', alt: '' } as never],
  updateItem: ['dronePortfolio', { id: 'drone-missing', title: 'x' } as never],
  deleteItem: ['dronePortfolio', 'drone-missing'],
  reorder: ['dronePortfolio', ['drone-missing']],
  inquiries: [],
  setInquiryStatus: ['inq-0000000000000-missing', 'handled'],
  eraseInquiry: ['inq-0000000000000-missing'],
  subscribers: [],
  subscribersCsv: [],
  eraseSubscriber: ['nobody@example.com'],
  trash: [],
  restoreFromTrash: ['0'.repeat(32)],
  readiness: [],
  media: [],
  deleteMedia: ['0'.repeat(32)],
  analyticsSummary: [7],
};

/** A call by name with its test arguments, through a client's derived method. */
function invoke(api: ReturnType<typeof createApiClient>, name: OwnerCallName): Promise<unknown> {
  const method = api[name] as (...args: unknown[]) => Promise<unknown>;
  return method(...ARGS[name]);
}

describe('the owner calls declared once', () => {
  it('when a visitor who is not signed in makes each declared call, then the server answers 401 (the route exists and is the owner’s)', async () => {
    const owner = await ownerForTest();
    const visitor = createApiClient({ baseUrl: owner.app.url });
    for (const name of OWNER_CALL_NAMES) {
      const refused = await invoke(visitor, name).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refused, name).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status, `${name} (${OWNER_CALLS[name].method})`).toBe(401);
    }
  });

  it('when the signed-in owner makes each declared call, then reads answer what the table declares and writes reach their route', async () => {
    const owner = await ownerForTest();
    await postJson(owner.app.url, signed(owner.app, { firstName: 'Table' }));
    const api = createApiClient({ baseUrl: owner.app.url, fetch: withCookie(owner.cookie) });
    await api.session();
    for (const name of OWNER_CALL_NAMES) {
      const outcome = await invoke(api, name).then(
        (value) => ({ value }),
        (err: unknown) => ({ err }),
      );
      if ('err' in outcome) {
        // A write naming nothing stored, a form left empty or a stale order: the route's own
        // refusal (404, 400 naming the fields, 409) in its `{ error }`, never the unknown-route one.
        expect(outcome.err, name).toBeInstanceOf(ApiError);
        expect(OWNER_CALLS[name].method, `${name}: ${(outcome.err as Error).message}`).not.toBe('GET');
        expect([400, 404, 409], name).toContain((outcome.err as ApiError).status);
        expect((outcome.err as Error).message, name).not.toMatch(/failed$|no api route/i);
      } else if (OWNER_CALLS[name].method === 'GET') {
        expect(outcome.value, name).toEqual(OWNER_CALLS[name].answer.parse(outcome.value));
      }
    }
    expect((await api.inquiries()).map((i) => i.firstName)).toEqual(['Table']);
  });
});

describe('every declared call is served where it is declared', () => {
  /** A value for each name a route takes, so the request reaches the route's own handler. */
  const PARAMS = { key: 'dronePortfolio', id: 'missing-1' };
  const TABLES = { ...OWNER_CALLS, ...SESSION_CALLS, ...PUBLIC_CALLS };

  it('when each declared call is sent on its method and route, then the server has a route for it (never "No API route")', async () => {
    const owner = await ownerForTest();
    for (const [name, def] of Object.entries(TABLES)) {
      const response = await owner.call(addressOf(def, PARAMS), {
        method: def.method,
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { json: {} }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      expect(body.error ?? '', `${name}: ${def.method} ${def.route}`).not.toMatch(/^No API route/);
      expect(response.status, name).toBeLessThan(500);
    }
  });
});
