import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OWNER } from '../api/owner-client.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { grade, type Scan } from './observatory-rules.ts';

/**
 * Gate (issue 11 finding 8): a production deployment behind a TLS proxy scores A+ (>= 100) by the
 * MDN HTTP Observatory's rules (tests/gates/observatory-rules.ts). docs/security.md shows the result.
 */
const PUBLIC = 'https://agency.example';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: 'loopback',
    COOKIE_SECURE: 'true',
  });
});
afterAll(() => app?.close());
beforeAll(async () => {
  await app.services.auth.createOwner(TEST_OWNER);
});

/** The home page as the Observatory gets it: over https through the proxy, then over plain http. */
async function scan(path = '/'): Promise<Scan> {
  const tls = await rawRequest(`${app.url}${path}`, {
    headers: { Host: 'agency.example', 'X-Forwarded-Proto': 'https' },
  });
  const plain = await rawRequest(`${app.url}${path}`, {
    headers: { Host: 'agency.example', 'X-Forwarded-Proto': 'http' },
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(tls.headers)) {
    for (const v of Array.isArray(value) ? value : [value ?? '']) headers.append(name, v);
  }
  expect(tls.status).toBe(200);
  return {
    headers,
    html: tls.body,
    origin: PUBLIC,
    httpAnswer: { status: plain.status, location: (plain.headers.location as string | undefined) ?? null },
  };
}

describe('the production headers by the HTTP Observatory rules', () => {
  it('when the home page is scanned behind TLS, then it scores A+ (at least 100)', async () => {
    const result = grade(await scan());
    console.info(JSON.stringify(result, null, 1));
    expect(result.results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  });

  it.each(['/contact', '/portfolio/photography', '/blog'])(
    'when %s is scanned, then it scores A+ too',
    async (path) => {
      expect(grade(await scan(path)).grade).toBe('A+');
    },
  );

  it('when the proxy says a request came over http, then it is redirected to the same path on the public https origin', async () => {
    const res = await rawRequest(`${app.url}/about?x=1`, {
      headers: { Host: 'agency.example', 'X-Forwarded-Proto': 'http' },
    });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${PUBLIC}/about?x=1`);
    const post = await rawRequest(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { Host: 'agency.example', 'X-Forwarded-Proto': 'http', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(308);
  });

  it('when the session cookie is set behind TLS, then it is __Host- prefixed, Secure, HttpOnly and SameSite', async () => {
    const res = await rawRequest(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        Host: 'agency.example',
        'X-Forwarded-Proto': 'https',
        'Content-Type': 'application/json',
        Origin: PUBLIC,
      },
      body: JSON.stringify({ email: TEST_OWNER.email, password: TEST_OWNER.password }),
    });
    expect(res.status).toBe(200);
    const line = ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) =>
      c.includes('lumen_session'),
    )!;
    expect(line).toMatch(/^__Host-lumen_session=[\w-]{43}; /);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/Domain=/i);
    // Only the prefixed name is read: the cookie works, a bare one planted beside it does not.
    const token = /^__Host-lumen_session=([\w-]+)/.exec(line)![1];
    const ask = (cookie: string) =>
      rawRequest(`${app.url}/api/auth/user`, {
        headers: { Host: 'agency.example', 'X-Forwarded-Proto': 'https', Cookie: cookie },
      }).then((r) => JSON.parse(r.body) as { authenticated: boolean });
    expect((await ask(`__Host-lumen_session=${token}`)).authenticated).toBe(true);
    expect((await ask(`lumen_session=${token}`)).authenticated).toBe(false);
  });
});
