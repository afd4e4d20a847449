import { afterEach, describe, expect, it } from 'vitest';
import { fetchFormToken } from '../support/form-token.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 11 finding 10: `//anything` rendered the home page; NUL and control characters were stored raw. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('paths with empty segments', () => {
  it.each([
    ['//anything', '/anything'],
    ['//evil.example/x', '/evil.example/x'],
    ['/blog//post?q=1', '/blog/post?q=1'],
    ['///', '/'],
  ])('when %s is asked for, then it is redirected to %s on this site', async (path, target) => {
    app = await startTestApp();
    const res = await rawRequest(`${app.url}${path}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(target);
  });

  it('when an API address has an empty segment, then it is a JSON 404', async () => {
    app = await startTestApp();
    for (const method of ['GET', 'POST']) {
      const res = await rawRequest(`${app.url}//api/health`, { method });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: 'Not found' });
    }
    const post = await rawRequest(`${app.url}/api//newsletter`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('control characters in what visitors send', () => {
  it('when a quote request carries NUL and escape characters, then they are not stored', async () => {
    app = await startTestApp({ INQUIRY_MIN_SECONDS: '0' });
    const body = {
      formToken: await fetchFormToken(app.url),
      firstName: 'Nul\u0000l',
      lastName: 'Esc\u001b[31m',
      email: 'ctrl@example.com',
      details: 'Line one\r\nLine\ttwo\u0000\u0007',
    };
    const res = await fetch(`${app.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const [stored] = await app.services.inquiries.list();
    expect(stored).toMatchObject({ firstName: 'Null', lastName: 'Esc[31m', details: 'Line one\nLine\ttwo' });
  });
});
