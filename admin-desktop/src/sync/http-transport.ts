import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError } from '#shared/api/api-error.ts';
import { createApiClient, type FetchLike, type HttpApiClient } from '#shared/api/client.ts';
import { API } from '#shared/api/paths.ts';
import type { SessionStore } from './session-store.ts';

type ProgressListener = (sent: number, total: number) => void;

interface TransportOptions {
  siteUrl: string;
  session: SessionStore;
  /** Node's fetch unless a test (or a crash simulation) passes its own. */
  fetch?: FetchLike;
  /** Per request; uploads get `uploadTimeoutMs`. */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

export interface Transport {
  api: HttpApiClient;
  siteUrl: string;
  /** Runs `call` so that a multipart body it sends reports its progress to `listener`. */
  withProgress<T>(listener: ProgressListener, call: () => Promise<T>): Promise<T>;
  /** Whether a Lumen site answers its health check there (not just any web server). */
  reachable(): Promise<boolean>;
}

const CHUNK = 64 * 1024;

/** A request body sent in chunks, counting what the connection has taken so far. */
function countingBody(bytes: Uint8Array, listener: ProgressListener): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const end = Math.min(bytes.length, offset + CHUNK);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
      listener(offset, bytes.length);
    },
  });
}

/** A failure to reach the server at all (refused, DNS, reset, timeout), as opposed to an answer. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'AbortError' ||
    error.name === 'TimeoutError' ||
    (error instanceof TypeError && /fetch failed|network|terminated|socket/i.test(error.message))
  );
}

/** Failures to connect at all: the request never left this computer. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Whether a network error may have come after the server received the request (and applied it):
 * a timeout, a reset or a cut answer may; a refused connection or an unknown host may not. When
 * in doubt, it may: the caller then treats the change as possibly applied, never as unsent.
 */
export function mayHaveReachedServer(error: unknown): boolean {
  if (!(error instanceof TypeError)) return true;
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause;
  const codes = cause?.errors?.length ? cause.errors.map((e) => e.code) : [cause?.code];
  return !codes.every((code) => typeof code === 'string' && NEVER_CONNECTED.has(code));
}

/**
 * The shared API client over Node's fetch, with what a browser would add: the site's cookies
 * (kept in the encrypted session store) and timeouts. The client itself keeps the CSRF token.
 */
export function createTransport(options: TransportOptions): Transport {
  const base: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const progress = new AsyncLocalStorage<ProgressListener>();
  const { session, siteUrl } = options;

  const siteFetch: FetchLike = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = session.jar.header(input);
    if (cookie) headers.set('Cookie', cookie);
    let body = init.body;
    const listener = progress.getStore();
    const isUpload = body instanceof FormData;
    let extra: RequestInit = {};
    if (isUpload && listener) {
      // Encode the multipart body once, then stream it so progress can be counted.
      const encoded = new Response(body as FormData);
      headers.set('Content-Type', encoded.headers.get('Content-Type') ?? 'multipart/form-data');
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      headers.set('Content-Length', String(bytes.length));
      listener(0, bytes.length);
      body = countingBody(bytes, listener);
      extra = { duplex: 'half' } as RequestInit;
    }
    const timeout = isUpload ? (options.uploadTimeoutMs ?? 180_000) : (options.timeoutMs ?? 15_000);
    const response = await base(input, {
      ...init,
      ...extra,
      body,
      headers,
      signal: init.signal ?? AbortSignal.timeout(timeout),
    });
    if (session.jar.store(response.headers.getSetCookie())) await session.save();
    return response;
  };

  return {
    api: createApiClient({ baseUrl: siteUrl, fetch: siteFetch }),
    siteUrl,
    withProgress: (listener, call) => progress.run(listener, call),
    async reachable() {
      try {
        const response = await base(`${siteUrl}${API.health}`, { signal: AbortSignal.timeout(5_000) });
        const body = (await response.json().catch(() => undefined)) as { status?: unknown } | undefined;
        return response.ok && body?.status === 'ok';
      } catch {
        return false;
      }
    },
  };
}
