import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type FetchLike } from './client.ts';

/** A server that answers every call with `status` and `body` (what the client does with it is tested). */
const answering =
  (status: number, body: string): FetchLike =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(fetch: FetchLike): Promise<ApiError> {
  const client = createApiClient({ fetch });
  const error = await client.session().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client reads failures with the shared error body', () => {
  it('when the server answers { error }, then the ApiError carries its status and text', async () => {
    const error = await failureOf(
      answering(409, JSON.stringify({ error: 'This item was changed elsewhere' })),
    );
    expect([error.status, error.message]).toEqual([409, 'This item was changed elsewhere']);
  });

  it('when the body is not an error body (HTML, a wrong type, nothing), then the call keeps its own sentence', async () => {
    for (const body of ['<html>Bad gateway</html>', JSON.stringify({ error: 42 }), '']) {
      const error = await failureOf(answering(502, body));
      // session()'s own sentence, not the proxy's page or a stray value.
      expect([error.status, error.message]).toEqual([502, 'Not authenticated']);
    }
  });
});

describe('the API client when its session was renewed elsewhere', () => {
  /**
   * A server whose session's token is `state.token`: writes carrying another are refused (403), and
   * with `refuseAll` every write is (a refusal that is not about the token).
   */
  function server(state: { token: string; refuseAll?: boolean }) {
    const writes: (string | null)[] = [];
    const fetch: FetchLike = async (url, init) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.endsWith('/api/auth/user')) return json(200, { authenticated: true, csrfToken: state.token });
      const sent = new Headers(init?.headers).get('X-CSRF-Token');
      writes.push(sent);
      return sent === state.token && !state.refuseAll
        ? json(200, { ok: true })
        : json(403, { error: 'Refused' });
    };
    return { fetch, writes };
  }

  it('when a write is refused because the owner signed in again in another tab, then the new token is read and the write sent once more', async () => {
    const state = { token: 'first' };
    const { fetch, writes } = server(state);
    const client = createApiClient({ fetch });
    await client.session();
    state.token = 'second';
    await expect(
      client.request('PATCH', '/api/admin/inquiries/inq-1', { status: 'handled' }),
    ).resolves.toEqual({ ok: true });
    expect(writes).toEqual(['first', 'second']);
    expect(client.csrfToken).toBe('second');
  });

  it('when a write is refused and the session still holds the same token, then it is not sent again and the refusal stands', async () => {
    const { fetch, writes } = server({ token: 'first', refuseAll: true });
    const client = createApiClient({ fetch });
    await client.session();
    const error = await client
      .request('PATCH', '/api/admin/inquiries/inq-1', { status: 'handled' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).message]).toEqual([403, 'Refused']);
    expect(writes).toEqual(['first']);
  });

  it('when the write is refused again after the token was renewed, then it is not sent a third time', async () => {
    const state = { token: 'first', refuseAll: true };
    const { fetch, writes } = server(state);
    const client = createApiClient({ fetch });
    await client.session();
    state.token = 'second';
    const error = await client
      .request('PATCH', '/api/admin/inquiries/inq-1', { status: 'handled' })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(writes).toEqual(['first', 'second']);
  });
});
