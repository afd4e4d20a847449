import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { login, logout, OWNER, SIGN_IN, sessionUser, setCookieLine } from './auth-helpers.ts';
import { storedText } from '../support/stored-data.ts';

let app: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
});

async function appWithOwner(env: Record<string, string> = {}) {
  app = await startTestApp(env);
  await app.services.auth.createOwner(OWNER);
  return app;
}

describe('POST /api/auth/login', () => {
  it('when the password is right, then a session cookie is set and /api/auth/user knows the owner', async () => {
    const app = await appWithOwner();
    const { url } = app;
    const { res, cookie, body } = await login(url, { email: ' Owner@Lumen.TEST ', password: OWNER.password });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      authenticated: true,
      name: OWNER.name,
      email: OWNER.email,
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const line = setCookieLine(res);
    expect(line).toMatch(/^lumen_session=[\w-]{43};/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Secure/); // NODE_ENV=test, no COOKIE_SECURE
    expect(await sessionUser(url, cookie)).toEqual(body);
    // Only a hash of the session token is stored, never the token itself.
    const token = cookie!.split('=')[1]!;
    expect(await storedText(app, 'sessions')).not.toContain(token);
    expect(await storedText(app, 'owners')).not.toContain(OWNER.password);
  });

  it('when COOKIE_SECURE is on, then the cookie is Secure and __Host- prefixed (Path=/, no Domain)', async () => {
    const { url } = await appWithOwner({ COOKIE_SECURE: 'true' });
    const { res } = await login(url, SIGN_IN);
    expect(setCookieLine(res)).toMatch(/; Secure/);
    expect(setCookieLine(res)).toMatch(/^__Host-lumen_session=[\w-]{43}; .*Path=\//);
    expect(setCookieLine(res)).not.toMatch(/Domain=/i);
  });

  it('when there is no cookie or an unknown one, then /api/auth/user answers not authenticated', async () => {
    const { url } = await appWithOwner();
    expect(await sessionUser(url)).toEqual({ authenticated: false });
    expect(await sessionUser(url, `lumen_session=${'A'.repeat(43)}`)).toEqual({ authenticated: false });
  });

  it('when the password is wrong or the account unknown, then the same 401 and no cookie', async () => {
    const { url } = await appWithOwner();
    const wrong = await login(url, { email: OWNER.email, password: 'not the password' });
    const unknown = await login(url, { email: 'nobody@lumen.test', password: 'not the password' });
    for (const attempt of [wrong, unknown]) {
      expect(attempt.res.status).toBe(401);
      expect(attempt.body).toEqual({ error: 'Invalid email or password' });
      expect(attempt.cookie).toBeUndefined();
    }
  });

  it.each([
    [{ email: 'owner@lumen.test' }, 'Password is required.'],
    [{ email: 'not-an-email', password: 'x' }, 'Email must be a valid email address.'],
    [{ email: 'owner@lumen.test', password: '' }, 'Password is required.'],
    [{ email: 'owner@lumen.test', password: 'x', admin: true }, '"admin" is not a field of this form.'],
  ])('when the body is %j, then 400 saying: %s', async (body, named) => {
    const { url } = await appWithOwner();
    const { res, body: answer } = await login(url, body as { email: string; password: string });
    expect(res.status).toBe(400);
    expect(answer.error).toBe(named);
  });

  it('when a page of another site posts the sign-in, then 403', async () => {
    const { url } = await appWithOwner();
    const cross = await login(url, SIGN_IN, { Origin: 'https://evil.example' });
    expect(cross.res.status).toBe(403);
    expect(cross.cookie).toBeUndefined();
    const fetchSite = await login(url, SIGN_IN, { 'Sec-Fetch-Site': 'cross-site' });
    expect(fetchSite.res.status).toBe(403);
    const same = await login(url, SIGN_IN, { Origin: url, 'Sec-Fetch-Site': 'same-origin' });
    expect(same.res.status).toBe(200);
  });

  it('when the owner signs in again, then the session id rotates and the old one is dead', async () => {
    const { url } = await appWithOwner();
    const first = await login(url, SIGN_IN);
    const second = await login(url, SIGN_IN, { Cookie: first.cookie! });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.body.csrfToken).not.toBe(first.body.csrfToken);
    expect(await sessionUser(url, first.cookie)).toEqual({ authenticated: false });
    expect((await sessionUser(url, second.cookie)).authenticated).toBe(true);
  });
});

describe('lock-out and rate limit', () => {
  it('when an account fails 5 times, then it is locked for 15 minutes even with the right password', async () => {
    const { url } = await appWithOwner();
    for (let i = 0; i < 5; i++) {
      expect((await login(url, { email: OWNER.email, password: `wrong password ${i}` })).res.status).toBe(
        401,
      );
    }
    const locked = await login(url, SIGN_IN);
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(locked.res.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(locked.cookie).toBeUndefined();
    // Another account is not affected.
    await app!.services.auth.createOwner({ ...OWNER, email: 'second@lumen.test' });
    expect((await login(url, { ...SIGN_IN, email: 'second@lumen.test' })).res.status).toBe(200);
  });

  it('when an unknown address fails 5 times, then it answers exactly like a real locked account', async () => {
    const { url } = await appWithOwner();
    const answers = [];
    for (const email of [OWNER.email, 'ghost@lumen.test']) {
      for (let i = 0; i < 5; i++) await login(url, { email, password: 'wrong password' });
      const { res, body } = await login(url, { email, password: 'wrong password' });
      answers.push({ status: res.status, body });
    }
    expect(answers[0]).toEqual({ status: 429, body: { error: expect.stringMatching(/Too many failed/) } });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('when the lock-out time has passed, then the owner can sign in again', async () => {
    const { url } = await appWithOwner();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i++) await login(url, { email: OWNER.email, password: 'wrong password' });
    expect((await login(url, SIGN_IN)).res.status).toBe(429);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await login(url, SIGN_IN)).res.status).toBe(200);
  });

  it('when one client keeps failing with many addresses, then it is rate limited per IP', async () => {
    const { url } = await appWithOwner();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await login(url, { email: `guess${i}@lumen.test`, password: 'wrong password' })).res.status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('session expiry', () => {
  it('when the session is idle longer than SESSION_IDLE_MINUTES, then it is gone', async () => {
    const { url, services } = await appWithOwner({ SESSION_IDLE_MINUTES: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await login(url, SIGN_IN);
    vi.setSystemTime(Date.now() + 50_000);
    expect((await sessionUser(url, cookie)).authenticated).toBe(true); // activity extends the idle window
    vi.setSystemTime(Date.now() + 50_000);
    expect((await sessionUser(url, cookie)).authenticated).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await sessionUser(url, cookie)).toEqual({ authenticated: false });
    expect(await services.auth.sessions.count()).toBe(0);
  });

  it('when the session is older than SESSION_MAX_HOURS, then it ends even while in use', async () => {
    const { url } = await appWithOwner({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await login(url, SIGN_IN);
    const started = Date.now();
    for (let minutes = 20; minutes < 60; minutes += 20) {
      vi.setSystemTime(started + minutes * 60_000);
      expect((await sessionUser(url, cookie)).authenticated).toBe(true);
    }
    vi.setSystemTime(started + 60 * 60_000 + 1000);
    expect(await sessionUser(url, cookie)).toEqual({ authenticated: false });
  });

  it('when sessions have expired, then the purge removes them from the store', async () => {
    const { url, services } = await appWithOwner({ SESSION_IDLE_MINUTES: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    await login(url, SIGN_IN);
    await login(url, SIGN_IN);
    expect(await services.auth.sessions.count()).toBe(2);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await services.auth.purgeExpiredSessions()).toBe(2);
    expect(await services.auth.sessions.count()).toBe(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('when the CSRF token is sent, then 204, the cookie is cleared and the session is gone', async () => {
    const { url } = await appWithOwner();
    const { cookie, body } = await login(url, SIGN_IN);
    const res = await logout(url, cookie!, body.csrfToken, { Origin: url });
    expect(res.status).toBe(204);
    expect(setCookieLine(res)).toMatch(/^lumen_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionUser(url, cookie)).toEqual({ authenticated: false });
  });

  it.each([
    ['no CSRF token', undefined, {}],
    ['a wrong CSRF token', 'wrong-token', {}],
    ['a cross-site Origin', 'RIGHT', { Origin: 'https://evil.example' }],
    ['an Origin of "null"', 'RIGHT', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', 'RIGHT', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('when it comes with %s, then 403 and the session lives on', async (_case, csrf, headers) => {
    const { url } = await appWithOwner();
    const { cookie, body } = await login(url, SIGN_IN);
    const res = await logout(url, cookie!, csrf === 'RIGHT' ? body.csrfToken : csrf, headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect((await sessionUser(url, cookie)).authenticated).toBe(true);
  });

  it('when PUBLIC_URL is the Origin (behind a proxy), then the sign-out is accepted', async () => {
    const { url } = await appWithOwner({ PUBLIC_URL: 'https://lumen.example' });
    const { cookie, body } = await login(url, SIGN_IN, { Origin: 'https://lumen.example' });
    const res = await logout(url, cookie!, body.csrfToken, { Origin: 'https://lumen.example' });
    expect(res.status).toBe(204);
  });

  it('when there is no live session, then 204 and the stale cookie is cleared', async () => {
    const { url } = await appWithOwner();
    const res = await logout(url, `lumen_session=${'B'.repeat(43)}`);
    expect(res.status).toBe(204);
    expect(setCookieLine(res)).toMatch(/^lumen_session=;/);
  });
});

describe('sessions across a restart', () => {
  it('when the server restarts on the same data, then the owner and the session are still there', async () => {
    const first = await appWithOwner();
    const { cookie } = await login(first.url, SIGN_IN);
    const dir = first.dataDir;
    await first.close({ keepData: true });
    app = await startTestApp({}, dir);
    expect((await sessionUser(app.url, cookie)).email).toBe(OWNER.email);
    expect((await login(app.url, SIGN_IN)).res.status).toBe(200);
    await app.close();
    app = undefined;
    const { rm } = await import('node:fs/promises');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('password hashes', () => {
  it('when the configuration does not lower the cost, then an owner is stored with the full scrypt cost (ln=15)', async () => {
    app = await startTestApp({ PASSWORD_HASH_COST: '' }); // the production default
    await app.services.auth.createOwner(OWNER);
    expect(await storedText(app, 'owners')).toMatch(/"passwordHash":"scrypt\$ln=15,r=8,p=1\$/);
    expect((await login(app.url, SIGN_IN)).res.status).toBe(200);
  });

  it('when a test lowers it, then the owner is stored with ln=10 and signs in the same way', async () => {
    const { url } = await appWithOwner();
    expect(await storedText(app!, 'owners')).toMatch(/"passwordHash":"scrypt\$ln=10,r=8,p=1\$/);
    expect((await login(url, SIGN_IN)).res.status).toBe(200);
  });
});
