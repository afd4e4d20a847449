import type { z } from 'zod';
import { type SessionInfo, sessionInfoSchema } from '../schemas/auth.ts';
import { errorBodySchema } from '../schemas/error.ts';
import { ApiError } from './api-error.ts';
import { addressOf, bodyOf, type CallAddress } from './call-address.ts';
import { type AnyCallDef, declaredMethods } from './call-def.ts';
import { type ApiRequest, contentCalls } from './content-client.ts';
import { API, CSRF_HEADER } from './paths.ts';
import {
  type AnswerOf,
  type CallRunner,
  callDef,
  type InputOf,
  type OwnerCallName,
  ownerMethods,
} from './owner-calls.ts';
import { publicMethods } from './public-calls.ts';
import { SESSION_CALLS } from './session-calls.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

interface ApiClientOptions {
  /** '' for same-origin (the web admin), the site address for the desktop app. */
  baseUrl?: string;
  fetch?: FetchLike;
}

/** One typed client over fetch, used by the site, the web admin and the desktop app. */
export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  let csrfToken: string | undefined;

  /**
   * After a write was refused (403) carrying `sent`: the session's own token, read again. The
   * owner who signed out and in again in another tab has a new session in the same cookies, and
   * this window still holds the old one's token. True when the token changed, so the write may go
   * once more; false when it is the same (the refusal was not about the token) or cannot be read.
   */
  async function renewedToken(sent: string): Promise<boolean> {
    try {
      const response = await doFetch(`${base}${API.sessionUser}`, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      const session = response.ok ? sessionInfoSchema.safeParse(await response.json()) : undefined;
      const token = session?.success ? session.data.csrfToken : undefined;
      if (!token || token === sent) return false;
      csrfToken = token;
      return true;
    } catch {
      return false;
    }
  }

  async function call<T>(
    path: string,
    init: RequestInit,
    fallback: string,
    schema?: z.ZodType<T>,
    asText = false,
    retried = false,
  ): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    const method = (init.method ?? 'GET').toUpperCase();
    const sent = method !== 'GET' ? csrfToken : undefined;
    if (sent) headers.set(CSRF_HEADER, sent);
    const response = await doFetch(`${base}${path}`, { credentials: 'include', ...init, headers });
    // Decoded from the bytes: Response.text() would drop the byte-order mark a CSV keeps for Excel.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    if (response.status === 403 && sent && !retried && (await renewedToken(sent))) {
      return call(path, init, fallback, schema, asText, true);
    }
    if (response.ok && asText) return (schema ? schema.parse(text) : text) as T;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      // Every API failure answers { error } (shared/schemas/error.ts); anything else (a proxy's
      // page, a cut connection) gets the call's own sentence.
      const answer = errorBodySchema.safeParse(body);
      throw answer.success
        ? new ApiError(response.status, answer.data.error, answer.data.fields)
        : new ApiError(response.status, fallback);
    }
    return (schema ? schema.parse(body) : body) as T;
  }

  const json = (method: string, data: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });

  const request: ApiRequest = <T>(method: string, path: string, body?: unknown, schema?: z.ZodType<T>) =>
    call(path, body === undefined ? { method } : json(method, body), `${method} ${path} failed`, schema);

  /** Sends one declared call as its declaration says: address, body, answer and failure sentence. */
  async function send(def: AnyCallDef | CallAddress, input: unknown, failure: string, answer?: z.ZodType) {
    const body = bodyOf(def, input);
    const init: RequestInit =
      body === undefined
        ? { method: def.method }
        : body instanceof FormData
          ? { method: def.method, body }
          : json(def.method, body);
    return call(addressOf(def, input), init, failure, answer, 'text' in def && def.text === true);
  }

  /** One of the admin's calls by name and input, as declared; a session's start or end keeps the token. */
  async function runDeclared(def: AnyCallDef, input: unknown): Promise<unknown> {
    const answer = await send(def, input, def.failure, def.answer);
    if (def.session === 'start') csrfToken = (answer as SessionInfo).csrfToken;
    if (def.session === 'end') csrfToken = undefined;
    return answer;
  }

  /** One of the owner's calls by name and input (the desktop's main process passes them on). */
  const run: CallRunner = <N extends OwnerCallName>(name: N, input: InputOf<N>) =>
    runDeclared(callDef(name), input) as Promise<AnswerOf<N>>;

  return {
    /**
     * Any JSON call by method and path (the desktop sync's content kinds describe theirs as data).
     * The same headers, CSRF token and error handling as the named calls below.
     */
    request,
    /** One of the owner's calls by name and input (the desktop's main process passes them on). */
    run,
    /** The owner's calls, as declared (shared/api/owner-calls.ts). */
    ...ownerMethods(run),
    /** The session and uploads, as declared (shared/api/session-calls.ts). */
    ...declaredMethods(SESSION_CALLS, runDeclared),
    /** What the public pages call for visitors (shared/api/public-calls.ts), for tests and tools. */
    visitor: publicMethods((def, input) => send(def, input, def.failure)),
    /** Projects and posts, every kind through `request` (docs/content.md). */
    content: contentCalls(request),
    get csrfToken() {
      return csrfToken;
    },
    set csrfToken(value: string | undefined) {
      csrfToken = value;
    },
  };
}

/** The client over HTTP, with `request` for callers that describe their calls as data (the desktop sync). */
export type HttpApiClient = ReturnType<typeof createApiClient>;
/** What the admin UI calls: the named calls (the desktop renderer implements them over IPC). */
export type ApiClient = Omit<HttpApiClient, 'request' | 'run' | 'visitor'>;
