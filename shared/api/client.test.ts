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
