import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { login, OWNER, SIGN_IN, sessionUser } from './auth-helpers.ts';
import { storedText } from '../support/stored-data.ts';

// Client addresses come from X-Forwarded-For, trusted from the loopback test client.
const ENV = { TRUST_PROXY: 'loopback' };
const from = (address: string, extra: Record<string, string> = {}) => ({
  'X-Forwarded-For': address,
  ...extra,
});
const WRONG = { email: OWNER.email, password: 'wrong password' };

let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

async function start(dataDir?: string) {
  const app = await startTestApp(ENV, dataDir);
  apps.push(app);
  return app;
}

async function lockAddress(url: string, address: string) {
  for (let i = 0; i < 5; i++) expect((await login(url, WRONG, from(address))).res.status).toBe(401);
  expect((await login(url, SIGN_IN, from(address))).res.status).toBe(429);
}

/** The remembered-device cookie pair from a sign-in's Set-Cookie. */
const deviceCookie = (res: Response) =>
  res.headers.getSetCookie().find((line) => line.startsWith('lumen_device='));

describe('sign-in lock-out per account and address', () => {
  it('when address A failed 5 times, then the owner still signs in from address B, not from A', async () => {
    const { url, services } = await start();
    await services.auth.createOwner(OWNER);
    await lockAddress(url, '203.0.113.1');
    const fromB = await login(url, SIGN_IN, from('198.51.100.7'));
    expect(fromB.res.status).toBe(200);
    expect((await sessionUser(url, fromB.cookie)).authenticated).toBe(true);
    const fromA = await login(url, SIGN_IN, from('203.0.113.1'));
    expect(fromA.res.status).toBe(429);
    expect(fromA.body).toEqual({ error: expect.stringMatching(/Too many failed/) });
    expect(fromA.cookie).toBeUndefined();
  });

  it('when 12 wrong guesses from one address arrive at once, then only 5 are checked and the rest get 429', async () => {
    const { url, services } = await start();
    await services.auth.createOwner(OWNER);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(url, WRONG, from('203.0.113.9'))),
    );
    const statuses = answers.map((a) => a.res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await login(url, SIGN_IN, from('203.0.113.9'))).res.status).toBe(429);
  });

  it('when the app restarts on the same DATA_DIR, then a locked address is still locked', async () => {
    const first = await start();
    await first.services.auth.createOwner(OWNER);
    await lockAddress(first.url, '203.0.113.2');
    await first.close({ keepData: true });
    apps = [];
    const second = await start(first.dataDir);
    onTestFinished(() => rm(first.dataDir, { recursive: true, force: true }));
    const again = await login(second.url, SIGN_IN, from('203.0.113.2'));
    expect(again.res.status).toBe(429);
    expect(Number(again.res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await login(second.url, SIGN_IN, from('203.0.113.3'))).res.status).toBe(200);
    // The store keeps neither the e-mail typed nor anything readable about it.
    expect(await storedText(second, 'login-failures')).not.toContain(OWNER.email);
  });

  it('when the address is locked, then a remembered device still signs in and an unremembered one gets 429', async () => {
    const app = await start();
    const { url, services } = app;
    await services.auth.createOwner(OWNER);
    const first = await login(url, SIGN_IN, from('203.0.113.5'));
    const line = deviceCookie(first.res);
    expect(line).toMatch(/^lumen_device=[\w-]{43};.*HttpOnly/);
    expect(line).not.toMatch(/Secure/); // plain HTTP test app
    const device = line!.split(';')[0]!;
    expect(await storedText(app, 'known-devices')).not.toContain(device.split('=')[1]); // hashed only
    await lockAddress(url, '203.0.113.5');
    const remembered = await login(url, SIGN_IN, from('203.0.113.5', { Cookie: device }));
    expect(remembered.res.status).toBe(200);
    expect((await sessionUser(url, remembered.cookie)).authenticated).toBe(true);
    expect((await login(url, SIGN_IN, from('203.0.113.5'))).res.status).toBe(429);
    // A device cookie is no master key: a wrong password through it still fails and is counted.
    for (let i = 0; i < 5; i++) {
      expect((await login(url, WRONG, from('203.0.113.5', { Cookie: device }))).res.status).toBe(401);
    }
    expect((await login(url, SIGN_IN, from('203.0.113.5', { Cookie: device }))).res.status).toBe(429);
  });

  it('when many addresses fail against one account, then each gets fewer tries but a fresh address still signs in', async () => {
    const { url, services } = await start();
    await services.auth.createOwner(OWNER);
    const now = Date.now();
    for (let i = 0; i < 20; i++) await services.auth.throttle.countAttempt(OWNER.email, `10.2.0.${i}`, now);
    expect((await login(url, WRONG, from('203.0.113.6'))).res.status).toBe(401);
    expect((await login(url, WRONG, from('203.0.113.6'))).res.status).toBe(401);
    expect((await login(url, SIGN_IN, from('203.0.113.6'))).res.status).toBe(429);
    expect((await login(url, SIGN_IN, from('203.0.113.7'))).res.status).toBe(200);
  });

  // One IPv6 connection holds at least a /64: 2^64 addresses, each a fresh lock-out of its own,
  // and 20 of them looked like a distributed guess. Counted as the rate limits count them (a /56).
  it('when the guesses come from ever new IPv6 addresses of one network, then they are counted as one address', async () => {
    const { url, services } = await start();
    await services.auth.createOwner(OWNER);
    for (let i = 1; i <= 5; i++) {
      expect((await login(url, WRONG, from(`2001:db8:7:1::${i.toString(16)}`))).res.status).toBe(401);
    }
    expect((await login(url, SIGN_IN, from('2001:db8:7:1::99'))).res.status).toBe(429);
    expect((await login(url, SIGN_IN, from('2001:db8:7:2a:0:0:0:5'))).res.status).toBe(429);
    // The same address written otherwise is the same address; another network is unaffected.
    expect((await login(url, SIGN_IN, from('2001:0db8:0007:0001:0000:0000:0000:0001'))).res.status).toBe(429);
    expect((await login(url, SIGN_IN, from('2001:db8:8::1'))).res.status).toBe(200);
  });
});
