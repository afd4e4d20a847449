import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectJsonRefusal, expectNoServerError, headerText, hostileSegment, RUNS } from './fuzz-helpers.ts';
import { LOGIN, publicFuzzApp } from './fuzz-public-app.ts';

/**
 * Property-based hostile requests anyone can send (any path, query and header; sign-out with a
 * forged cookie or without the CSRF token): never a 5xx, API refusals as JSON, data unchanged.
 */

const fuzz = publicFuzzApp();
const { post, snapshot } = fuzz;

describe('hostile requests at any address', () => {
  it('when paths, query strings and headers are hostile, then no answer is a 5xx and API refusals are JSON', async () => {
    const path = fc.oneof(
      hostileSegment.map((s) => `/api/${s}`),
      hostileSegment.map((s) => `/api/portfolio/${s}`),
      hostileSegment.map((s) => `/uploads/${s}`),
      hostileSegment.map((s) => `/assets/${s}`),
      hostileSegment.map((s) => `/blog/${s}`),
      hostileSegment.map((s) => `/portfolio/${s}`),
      hostileSegment.map((s) => `/${s}`),
      fc.string({ maxLength: 80 }).map((q) => `/search?q=${encodeURIComponent(q)}`),
      fc.string({ maxLength: 80 }).map((q) => `/unsubscribe?token=${encodeURIComponent(q)}`),
      fc.string({ maxLength: 80 }).map((q) => `/api/auth/user?${encodeURIComponent(q)}=%5B%24gt%5D&a[$ne]=1`),
    );
    const headers = fc.record(
      {
        Cookie: headerText.map((v) => `lumen_session=${v}`),
        'X-CSRF-Token': headerText,
        Accept: headerText,
        'Accept-Encoding': headerText,
        'Accept-Language': headerText,
        'X-Forwarded-For': headerText,
        'X-Forwarded-Proto': headerText,
        'If-None-Match': headerText,
        Range: headerText,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        path,
        headers,
        fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'PUT'),
        async (p, h, method) => {
          const res = await fetch(`${fuzz.app.url}${p}`, { method, headers: h, redirect: 'manual' });
          const label = `${method} ${p.slice(0, 120)} ${JSON.stringify(h).slice(0, 200)}`;
          // fetch resolves dot segments (`/api/..` is `/`), so look at the path the server saw.
          const seen = new URL(p, fuzz.app.url).pathname;
          if (seen.startsWith('/api/') && method !== 'HEAD') await expectNoServerError(res, label);
          else {
            await res.arrayBuffer();
            expect(res.status, label).toBeLessThan(500);
          }
        },
      ),
      { ...RUNS, numRuns: 150 },
    );
    // Traversal through the upload and asset routes never reaches DATA_DIR or the source tree.
    for (const p of [
      '/uploads/..%2fportfolio.db',
      '/uploads/%2e%2e%2fsubscribers.db',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await fetch(`${fuzz.app.url}${p}`);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(await res.text(), p).not.toMatch(/"_id":|"unsubscribeToken"|root:x:0|"dependencies":/);
    }
    expect((await fetch(`${fuzz.app.url}/api/health`)).status).toBe(200);
    expect(await snapshot()).toEqual(fuzz.before);
  });

  it('when sign-out is sent with a forged cookie or no CSRF token, then it is refused or a no-op and the real session lives', async () => {
    const login = await post('/api/auth/login', JSON.stringify(LOGIN));
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    await fc.assert(
      fc.asyncProperty(headerText, headerText, async (forged, csrf) => {
        const res = await fetch(`${fuzz.app.url}/api/auth/logout`, {
          method: 'POST',
          headers: { Cookie: `lumen_session=${forged}`, 'X-CSRF-Token': csrf },
        });
        await expectNoServerError(res, forged);
        const withoutCsrf = await fetch(`${fuzz.app.url}/api/auth/logout`, {
          method: 'POST',
          headers: { Cookie: cookie, 'X-CSRF-Token': csrf },
        });
        expect(withoutCsrf.status).toBe(403);
        await expectJsonRefusal(withoutCsrf, 'logout without the CSRF token');
      }),
      { ...RUNS, numRuns: 20 },
    );
    const user = (await (
      await fetch(`${fuzz.app.url}/api/auth/user`, { headers: { Cookie: cookie } })
    ).json()) as { authenticated: boolean };
    expect(user.authenticated).toBe(true);
  });
});
