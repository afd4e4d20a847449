import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyValue,
  EVIL_KEYS,
  expectJsonRefusal,
  expectNoPrototypePollution,
  expectNoServerError,
  expectValidStore,
  notAString,
  RUNS,
  withExtraKey,
} from './fuzz-helpers.ts';
import { INQUIRY, publicFuzzApp, SETUP, SIGNUP } from './fuzz-public-app.ts';

/**
 * Property-based hostile input at the public endpoints (newsletter, unsubscribe, quote requests,
 * sign-in, setup, sign-out, any path and query): refused with a 4xx JSON `{ error }` (or the
 * form's redirect), never a 5xx, nothing invalid stored, existing data unchanged.
 */

const fuzz = publicFuzzApp();
const { post, snapshot } = fuzz;

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
    expect(await snapshot()).toEqual(fuzz.before);
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
    expect(await snapshot()).toEqual(fuzz.before);
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
    await expectValidStore(fuzz.app.dataDir);
    expect((await snapshot()).inquiries).toEqual(fuzz.before.inquiries);
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
          // The no-JavaScript forms (quote request, newsletter signup, unsubscribe) go back to their page.
          expect(res.headers.get('location'), `${path} ${type}`).toMatch(
            /^\/(contact|newsletter|unsubscribe)\?/,
          );
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
    // Said in words, not zlib's ("incorrect header check"), for each coding the server reads.
    for (const coding of ['gzip', 'deflate', 'br', 'zstd']) {
      const bad = await post('/api/newsletter', 'not compressed at all', 'application/json', {
        'Content-Encoding': coding,
      });
      expect(bad.status, coding).toBe(400);
      expect(await bad.json(), coding).toEqual({
        error: 'The request body could not be decompressed as its Content-Encoding says.',
      });
    }
    const br = await post('/api/newsletter', '{}', 'application/json', { 'Content-Encoding': 'compress' });
    await expectJsonRefusal(br, 'unknown encoding');
    expect(await snapshot()).toEqual(fuzz.before);
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
        // An over-long no-JavaScript form gets 413 with a page that leads back to the form (issue 11).
        if (res.status === 413 && !res.headers.get('content-type')?.startsWith('application/json')) {
          expect(res.headers.get('content-type')).toMatch(/^text\/html/);
          expect(await res.text()).toContain('href="/contact');
          return;
        }
        // A refused post with something typed comes back as the form's page with the typing in it.
        if (res.status === 400 && res.headers.get('content-type')?.startsWith('text/html')) {
          expect(res.headers.get('cache-control')).toBe('no-store');
          const html = await res.text();
          expect(html).toContain('action="/api/inquiries#quote-form"');
          expect(html).not.toContain('<script>alert(1)</script>');
          return;
        }
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
    await expectValidStore(fuzz.app.dataDir);
    expect((await snapshot()).subscribers).toEqual(fuzz.before.subscribers);
  });
});
