import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerRepo } from '../../server/src/modules/auth/owner-repo.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { OWNER, SIGN_IN } from './auth-helpers.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const NEW_PASSWORD = 'a brand new passphrase for spring';

/**
 * `npm run owner -- reset-password` ends every session of the owner. A sign-in with the old
 * password that was being checked meanwhile (scrypt, about 100 ms) still opened a session after
 * the reset: whoever knew the old password kept a way in.
 */
describe('auth: a password reset during a sign-in', () => {
  it('when the password is reset while a sign-in with the old one is being checked, then that sign-in opens no session', async () => {
    app = await startTestApp({ RATE_LIMIT: 'false' });
    const { auth } = app.services;
    await auth.createOwner(OWNER);
    // The sign-in reads the owner (with the old password's hash) and is held there until the
    // reset has finished: the widest the window can be.
    const owners = (auth as unknown as { owners: OwnerRepo }).owners;
    const read = owners.findByEmail.bind(owners);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    owners.findByEmail = async (email) => {
      const owner = await read(email);
      if (++calls === 1) await held;
      return owner;
    };

    const signIn = auth.login(SIGN_IN.email, SIGN_IN.password, { address: '127.0.0.1' }).then(
      (session) => session,
      (err: unknown) => err,
    );
    await expect.poll(() => calls).toBe(1);
    expect(await auth.resetPassword({ email: OWNER.email, password: NEW_PASSWORD })).toEqual({
      sessionsEnded: 0,
    });
    release();

    const outcome = await signIn;
    expect(outcome).toMatchObject({ status: 401 });
    // Nothing is left to end: no session was kept for the old password.
    expect(await auth.resetPassword({ email: OWNER.email, password: NEW_PASSWORD })).toEqual({
      sessionsEnded: 0,
    });
    // The new password signs in.
    await expect(auth.login(OWNER.email, NEW_PASSWORD, { address: '127.0.0.1' })).resolves.toMatchObject({
      owner: { email: OWNER.email },
    });
  });
});
