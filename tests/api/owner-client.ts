import { onTestFinished } from 'vitest';
import { CSRF_HEADER } from '#shared/api/paths.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { seedOwner } from '../support/seed-owner.ts';
import { startTestApp, type TestApp, type TestAppOptions } from '../support/test-app.ts';

/** The owner the portfolio, upload, inquiry and subscriber tests sign in as. */
export const TEST_OWNER = {
  email: 'owner@lumen.test',
  name: 'Olivia Owner',
  password: 'correct horse battery staple',
};

export interface OwnerSession {
  cookie: string;
  csrf: string;
  /** fetch against the server as the signed-in owner (cookie + CSRF token on writes). */
  call(path: string, init?: RequestInit & { json?: unknown; csrf?: boolean }): Promise<Response>;
}

export interface OwnerClient extends OwnerSession {
  app: TestApp;
}

/** Signs in over HTTP (POST /api/auth/login) like the admin does, on any running server. */
export async function signInAt(baseUrl: string): Promise<OwnerSession> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_OWNER.email, password: TEST_OWNER.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const info = (await res.json()) as SessionInfo;
  const cookie = res.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?lumen_session=/.test(c))!
    .split(';')[0]!;
  const csrf = info.csrfToken!;
  return {
    cookie,
    csrf,
    call(path, init = {}) {
      const { json, csrf: sendCsrf = true, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('Cookie', cookie);
      const method = (rest.method ?? 'GET').toUpperCase();
      if (sendCsrf && method !== 'GET') headers.set(CSRF_HEADER, csrf);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(`${baseUrl}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
  };
}

export async function signIn(app: TestApp): Promise<OwnerClient> {
  return { app, ...(await signInAt(app.url)) };
}

/** A fresh app (or one reopened on dataDir) with the test owner created and signed in. */
export async function startAsOwner(
  env: Record<string, string> = {},
  dataDir?: string,
  options?: TestAppOptions,
): Promise<OwnerClient> {
  const app = await startTestApp(env, dataDir, options);
  if (!(await app.services.auth.owners.findByEmail(TEST_OWNER.email))) {
    await seedOwner(app.services.auth, TEST_OWNER);
  }
  return signIn(app);
}

/** startAsOwner for the running test: its app is closed when the test ends, passed or failed. */
export async function ownerForTest(...args: Parameters<typeof startAsOwner>): Promise<OwnerClient> {
  const owner = await startAsOwner(...args);
  onTestFinished(() => owner.app.close());
  return owner;
}
