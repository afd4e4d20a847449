import type { z } from 'zod';
import {
  sessionInfoSchema,
  type LoginInput,
  type SessionInfo,
  type SetupOwnerInput,
} from '../schemas/auth.ts';
import type { InquiryInput } from '../schemas/inquiry.ts';
import { newsletterAnswerSchema, type NewsletterSignup, NEWSLETTER_FAILED } from '../schemas/newsletter.ts';
import { portfolioItemSchema, type CollectionKey, type PortfolioItem } from '../schemas/portfolio.ts';
import { errorBodySchema } from '../schemas/error.ts';
import { uploadAnswerSchema, type UploadAnswer } from '../schemas/upload.ts';
import { ApiError } from './api-error.ts';
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

  async function call<T>(
    path: string,
    init: RequestInit,
    fallback: string,
    schema?: z.ZodType<T>,
  ): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && csrfToken) headers.set(CSRF_HEADER, csrfToken);
    const response = await doFetch(`${base}${path}`, { credentials: 'include', ...init, headers });
    const text = await response.text();
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

  /** One of the owner's calls as its declaration says (shared/api/owner-calls.ts). */
  const run: CallRunner = <N extends OwnerCallName>(name: N, input: InputOf<N>) => {
    const def = callDef(name);
    const body = def.body?.(input);
    const init = body === undefined ? { method: def.method } : json(def.method, body);
    return call(def.path(input), init, def.failure, def.answer) as Promise<AnswerOf<N>>;
  };

  return {
    /**
     * Any JSON call by method and path (the desktop sync's content kinds describe theirs as data).
     * The same headers, CSRF token and error handling as the named calls below.
     */
    request,
    /** One of the owner's calls by name and input (the desktop's main process passes them on). */
    run,
    /** The portfolio, inquiries, subscribers, the trash, readiness, media and figures, as declared. */
    ...ownerMethods(run),
    /** Projects and posts, every kind through `request` (docs/content.md). */
    content: contentCalls(request),
    get csrfToken() {
      return csrfToken;
    },
    set csrfToken(value: string | undefined) {
      csrfToken = value;
    },
    async session(): Promise<SessionInfo> {
      const info = await call(API.sessionUser, {}, 'Not authenticated', sessionInfoSchema);
      csrfToken = info.csrfToken;
      return info;
    },
    async login(input: LoginInput): Promise<SessionInfo> {
      const info = await call(API.login, json('POST', input), 'Sign-in failed', sessionInfoSchema);
      csrfToken = info.csrfToken;
      return info;
    },
    /** The one-time setup link's form: creates the first owner and signs them in. */
    async setup(input: SetupOwnerInput): Promise<SessionInfo> {
      const info = await call(API.setup, json('POST', input), 'Setup failed', sessionInfoSchema);
      csrfToken = info.csrfToken;
      return info;
    },
    async logout(): Promise<void> {
      await call(API.logout, { method: 'POST' }, 'Sign-out failed');
      csrfToken = undefined;
    },
    publicPortfolio: (key: CollectionKey): Promise<PortfolioItem[]> =>
      call(API.publicPortfolio(key), {}, 'Failed to fetch portfolio data').then((items) =>
        portfolioItemSchema.array().parse(items),
      ),
    upload(file: Blob, filename: string): Promise<UploadAnswer> {
      const form = new FormData();
      form.append('file', file, filename);
      return call(API.upload, { method: 'POST', body: form }, 'Upload failed', uploadAnswerSchema);
    },
    subscribe: (input: NewsletterSignup) =>
      call(API.newsletter, json('POST', input), NEWSLETTER_FAILED, newsletterAnswerSchema),
    submitInquiry: (input: InquiryInput) =>
      call(API.inquiries, json('POST', input), 'Failed to send request'),
    /**
     * The CSV as the server wrote it, UTF-8 byte-order mark included (Response.text() would drop
     * it, and without it Excel shows accented names garbled). Saved as UTF-8, the text keeps it.
     */
    subscribersCsv: (): Promise<string> =>
      doFetch(`${base}${API.adminSubscribers}?format=csv`, { credentials: 'include' }).then(async (r) => {
        if (!r.ok) throw new ApiError(r.status, 'Failed to export subscribers');
        return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await r.arrayBuffer());
      }),
  };
}

/** The client over HTTP, with `request` for callers that describe their calls as data (the desktop sync). */
export type HttpApiClient = ReturnType<typeof createApiClient>;
/** What the admin UI calls: the named calls (the desktop renderer implements them over IPC). */
export type ApiClient = Omit<HttpApiClient, 'request' | 'run'>;
