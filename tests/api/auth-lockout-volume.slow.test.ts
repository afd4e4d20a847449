import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { login, OWNER, SIGN_IN } from './auth-helpers.ts';

/**
 * The sign-in lock-out under a flood (auth-lockout.test.ts has the rules): a volume test, several
 * seconds of CPU, so in the slow project (and on PostgreSQL) rather than in test:fast.
 */

// Client addresses come from X-Forwarded-For, trusted from the loopback test client.
const from = (address: string) => ({ 'X-Forwarded-For': address });
const WRONG = { email: OWNER.email, password: 'wrong password' };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('sign-in lock-out under a flood', () => {
  it('when 10,000 failures for other e-mails and addresses follow, then the lock still holds', async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
    const { url, services } = app;
    await services.auth.createOwner(OWNER);
    for (let i = 0; i < 5; i++) expect((await login(url, WRONG, from('203.0.113.4'))).res.status).toBe(401);
    expect((await login(url, SIGN_IN, from('203.0.113.4'))).res.status).toBe(429);
    // Straight through the service: 10,000 HTTP sign-ins would each cost a password hash.
    const now = Date.now();
    // In parallel batches, as a flood would arrive (and so the engine can group its writes).
    for (let batch = 0; batch < 10_000; batch += 500) {
      await Promise.all(
        Array.from({ length: 500 }, (_, j) => {
          const i = batch + j;
          return services.auth.throttle.countAttempt(
            `guess${i}@lumen.test`,
            `10.1.${i >> 8}.${i & 255}`,
            now,
          );
        }),
      );
    }
    expect(
      await services.store.collection({ name: 'login-failures' }).then((c) => c.count()),
    ).toBeGreaterThan(10_000);
    expect((await login(url, SIGN_IN, from('203.0.113.4'))).res.status).toBe(429);
  }, 120_000);
});
