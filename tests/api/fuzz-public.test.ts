import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  anyValue,
  EVIL_KEYS,
  expectJsonRefusal,
  expectNoPrototypePollution,
  expectNoServerError,
  expectValidStore,
  headerText,
  hostileSegment,
  notAString,
  RUNS,
  storedDocs,
  withExtraKey,
} from './fuzz-helpers.ts';

/**
 * Property-based hostile input at the public endpoints (newsletter, unsubscribe, quote requests,
 * sign-in, setup, sign-out, any path and query): refused with a 4xx JSON `{ error }` (or the
 * form's redirect), never a 5xx, nothing invalid stored, existing data unchanged.
 */

let app: TestApp;
const SIGNUP = { email: 'kept@agent.ca', source: '/blog' };
/** A valid quote request; its `formToken` is signed by the server once it runs (beforeAll). */
const INQUIRY: Record<string, string> = {
  firstName: 'Kim',
  lastName: 'Lee',
  email: 'kim@agent.ca',
  details: 'Two condos in May',
};
const LOGIN = { email: 'owner@lumen.test', password: 'correct horse battery staple' };
const SETUP = {
  token: 'x'.repeat(32),
  email: 'new@lumen.test',
  name: 'New',
  password: 'long enough password',
};

const post = (
  path: string,
  body: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body,
    redirect: 'manual',
  });

/** Subscribers and quote requests as stored before the fuzzing; compared after each property. */
let before: { subscribers: unknown[]; inquiries: unknown[] };
const snapshot = async () => ({
  subscribers: await storedDocs(app.dataDir, 'subscribers'),
  inquiries: await storedDocs(app.dataDir, 'inquiries'),
});

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
  await app.services.auth.createOwner({ ...LOGIN, name: 'Owner' });
  INQUIRY.formToken = app.services.inquiries.issueFormToken();
  expect((await post('/api/newsletter', JSON.stringify(SIGNUP))).status).toBe(201);
  expect((await post('/api/inquiries', JSON.stringify(INQUIRY))).status).toBe(201);
  before = await snapshot();
});

afterAll(async () => {
  await app?.close();
});

/** Every JSON endpoint anyone may call, with a body it would accept. */
const JSON_ENDPOINTS: [string, Record<string, unknown>][] = [
  ['/api/newsletter', SIGNUP],
  ['/api/newsletter/unsubscribe', { token: 'a'.repeat(32) }],
  ['/api/inquiries', INQUIRY],
  ['/api/auth/login', { email: 'other@lumen.test', password: 'wrong password here' }],
  ['/api/auth/setup', SETUP],
];

describe('hostile input at the public endpoints', () => {
  it('when a field holds an operator, a wrong type or a hostile value, then the answer is a JSON refusal and nothing is stored', async () => {
    const endpoint = fc.constantFrom(...JSON_ENDPOINTS);
    await fc.assert(
      fc.asyncProperty(endpoint, fc.nat(), notAString, async ([path, valid], which, value) => {
        const fields = Object.keys(valid);
        const field = fields[which % fields.length]!;
        const res = await post(path, JSON.stringify({ ...valid, [field]: value }));
        await expectJsonRefusal(res, `${path} ${field}=${JSON.stringify(value)}`);
      }),
      { ...RUNS, numRuns: 80 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('when a body carries __proto__, constructor or operator keys, then it is refused and no prototype is polluted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ENDPOINTS),
        fc.constantFrom(...EVIL_KEYS),
        fc.oneof(fc.constant({ polluted: true, isAdmin: true }), anyValue),
        async ([path, valid], key, value) => {
          const res = await post(path, withExtraKey(valid, key, value));
          await expectJsonRefusal(res, `${path} ${key}`);
          expectNoPrototypePollution();
        },
      ),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('when the body is any JSON value or random text, then the answer is never a 5xx', async () => {
    const body = fc.oneof(
      anyValue.map((v) => JSON.stringify(v) ?? 'null'),
      fc.string({ unit: 'binary', maxLength: 500 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), body, async ([path], text) => {
        await expectNoServerError(await post(path, text), `${path} ${text.slice(0, 80)}`);
      }),
      RUNS,
    );
    await expectValidStore(app.dataDir);
    expect((await snapshot()).inquiries).toEqual(before.inquiries);
  });

  it('when a JSON body is larger than 100 kB, then every endpoint answers 413 with a JSON error', async () => {
    for (const [path, valid] of JSON_ENDPOINTS) {
      const huge = JSON.stringify({ ...valid, details: 'x'.repeat(101 * 1024) });
      const res = await post(path, huge);
      expect(res.status, path).toBe(413);
      await expectJsonRefusal(res, path);
    }
  });

  it('when the content type is wrong or odd, then the answer is 400 or 415 with a JSON error', async () => {
    const types = [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin-1x',
      'application/x-www-form-urlencoded; charset=utf-7',
      'application/octet-stream',
      '',
    ];
    for (const [path, valid] of JSON_ENDPOINTS) {
      for (const type of types) {
        const res = await post(path, JSON.stringify(valid), type);
        if (res.status === 303) {
          // The no-JavaScript forms (quote request, unsubscribe) go back to their page.
          expect(res.headers.get('location'), `${path} ${type}`).toMatch(/^\/(contact|unsubscribe)\?/);
          continue;
        }
        expect([400, 404, 413, 415], `${path} ${type}`).toContain(res.status);
        await expectJsonRefusal(res, `${path} ${type}`);
      }
    }
    const gz = await post('/api/newsletter', 'not gzip at all', 'application/json', {
      'Content-Encoding': 'gzip',
    });
    await expectJsonRefusal(gz, 'bad gzip');
    const br = await post('/api/newsletter', '{}', 'application/json', { 'Content-Encoding': 'compress' });
    await expectJsonRefusal(br, 'unknown encoding');
    expect(await snapshot()).toEqual(before);
  });

  it('when the quote form is posted urlencoded with hostile fields, then it redirects back to the form and stores only valid requests', async () => {
    const form = fc.dictionary(
      fc.constantFrom(
        'firstName',
        'lastName',
        'email',
        'phone',
        'service',
        'budget',
        'timeline',
        'details',
        'website',
        'formToken',
        'startedAt',
        '__proto__',
        'constructor',
        '$where',
        'email[$gt]',
      ),
      fc.oneof(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('<script>alert(1)</script>', '{"$gt":""}', 'x'.repeat(6000)),
      ),
      { maxKeys: 10 },
    );
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, signed) => {
        // Half the posts carry a valid token, so the field checks behind it are reached too.
        const body = new URLSearchParams(
          signed ? { formToken: INQUIRY.formToken!, ...fields } : fields,
        ).toString();
        const res = await post('/api/inquiries', body, 'application/x-www-form-urlencoded');
        if (res.status !== 303) return expectJsonRefusal(res, body.slice(0, 100));
        expect(res.headers.get('location')).toMatch(/^\/contact\?(sent=1|error=[a-z-]+)/);
      }),
      RUNS,
    );
    const signup = fc.record({ token: fc.string({ maxLength: 300 }), extra: fc.string() });
    await fc.assert(
      fc.asyncProperty(signup, async (fields) => {
        const res = await post(
          '/api/newsletter/unsubscribe',
          new URLSearchParams(fields).toString(),
          'application/x-www-form-urlencoded',
        );
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toMatch(/^\/unsubscribe\?(done=1|error=unknown-token)$/);
      }),
      { ...RUNS, numRuns: 20 },
    );
    await expectValidStore(app.dataDir);
    expect((await snapshot()).subscribers).toEqual(before.subscribers);
  });

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
          const res = await fetch(`${app.url}${p}`, { method, headers: h, redirect: 'manual' });
          const label = `${method} ${p.slice(0, 120)} ${JSON.stringify(h).slice(0, 200)}`;
          // fetch resolves dot segments (`/api/..` is `/`), so look at the path the server saw.
          const seen = new URL(p, app.url).pathname;
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
      const res = await fetch(`${app.url}${p}`);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(await res.text(), p).not.toMatch(/"_id":|"unsubscribeToken"|root:x:0|"dependencies":/);
    }
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('when sign-out is sent with a forged cookie or no CSRF token, then it is refused or a no-op and the real session lives', async () => {
    const login = await post('/api/auth/login', JSON.stringify(LOGIN));
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    await fc.assert(
      fc.asyncProperty(headerText, headerText, async (forged, csrf) => {
        const res = await fetch(`${app.url}/api/auth/logout`, {
          method: 'POST',
          headers: { Cookie: `lumen_session=${forged}`, 'X-CSRF-Token': csrf },
        });
        await expectNoServerError(res, forged);
        const withoutCsrf = await fetch(`${app.url}/api/auth/logout`, {
          method: 'POST',
          headers: { Cookie: cookie, 'X-CSRF-Token': csrf },
        });
        expect(withoutCsrf.status).toBe(403);
        await expectJsonRefusal(withoutCsrf, 'logout without the CSRF token');
      }),
      { ...RUNS, numRuns: 20 },
    );
    const user = (await (
      await fetch(`${app.url}/api/auth/user`, { headers: { Cookie: cookie } })
    ).json()) as { authenticated: boolean };
    expect(user.authenticated).toBe(true);
  });
});
