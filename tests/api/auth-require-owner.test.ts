import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/src/http/error-handler.ts';
import { requireOwner } from '../../server/src/modules/auth/require-owner.ts';
import { seedOwner } from '../support/seed-owner.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { login, OWNER, SIGN_IN } from './auth-helpers.ts';

/**
 * requireOwner guards the other modules' routes (portfolio, upload, inquiries). Here it guards a
 * probe route on a second small server that shares the real app's AuthService and datastore.
 */
let app: TestApp | undefined;
let probe: { url: string; close(): Promise<void> } | undefined;
afterEach(async () => {
  await probe?.close();
  await app?.close();
  probe = app = undefined;
});

async function setup() {
  app = await startTestApp();
  await seedOwner(app.services.auth, OWNER);
  const guarded = express();
  guarded.use(express.json());
  guarded.all('/probe', requireOwner(app.services.auth), (req, res) => {
    res.json({ owner: req.owner });
  });
  guarded.use(errorHandler(pino({ level: 'silent' })));
  const server = guarded.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  probe = {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const { cookie, body } = await login(app.url, SIGN_IN);
  return { url, cookie: cookie!, csrf: body.csrfToken! };
}

describe('requireOwner', () => {
  it('when there is no session, then a GET is 401 with the JSON error', async () => {
    const { url } = await setup();
    const res = await fetch(`${url}/probe`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not authenticated' });
  });

  it('when there is no session, then a write is 401 too, even with a token', async () => {
    const { url, csrf } = await setup();
    const res = await fetch(`${url}/probe`, { method: 'DELETE', headers: { 'X-CSRF-Token': csrf } });
    expect(res.status).toBe(401);
  });

  it('when signed in, then a GET passes without a token and sees who the owner is', async () => {
    const { url, cookie } = await setup();
    const res = await fetch(`${url}/probe`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const { owner } = (await res.json()) as { owner: { id: string; email: string; name: string } };
    expect(owner).toEqual({ id: expect.any(String), email: OWNER.email, name: OWNER.name });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('when a %s has no CSRF token, then 403', async (method) => {
    const { url, cookie, csrf } = await setup();
    const refused = await fetch(`${url}/probe`, { method, headers: { Cookie: cookie } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "This page's sign-in is out of date: reload the page, then try again.",
    });
    const accepted = await fetch(`${url}/probe`, {
      method,
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf },
    });
    expect(accepted.status).toBe(200);
  });

  it('when the token of another session is sent, then 403', async () => {
    const { url, cookie } = await setup();
    const other = await login(app!.url, SIGN_IN);
    const res = await fetch(`${url}/probe`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': other.body.csrfToken! },
    });
    expect(res.status).toBe(403);
  });

  it.each([
    { Origin: 'https://evil.example' },
    { Origin: 'http://127.0.0.1:1' },
    { 'Sec-Fetch-Site': 'cross-site' },
  ])('when a write carries %j, then 403 even with the right token', async (headers) => {
    const { url, cookie, csrf } = await setup();
    const res = await fetch(`${url}/probe`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf, ...headers },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('when a write comes from this origin with the token, then it passes', async () => {
    const { url, cookie, csrf } = await setup();
    const res = await fetch(`${url}/probe`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(200);
  });
});
