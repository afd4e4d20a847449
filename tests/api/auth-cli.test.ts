import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerCli } from '../../server/src/cli/owner.ts';
import { runHere } from '../support/cli-runs.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { dataDirPerTest } from '../support/data-dir-per-test.ts';
import { login, OWNER, ownerRecordIds, SIGN_IN, sessionUser } from './auth-helpers.ts';

/**
 * `npm run owner` with no server running. The tool's main runs in this process (runHere), with
 * the environment, piped input and arguments a shell would give it; its process entry (exit codes,
 * real stdin) is what auth-cli-server.slow.test.ts spawns.
 */

let app: TestApp | undefined;
const data = dataDirPerTest('lumen-owner-cli-', async () => {
  await app?.close();
  app = undefined;
});

const NEW_PASSWORD = 'a brand new passphrase';

function runOwnerCli(
  args: string[],
  options: { dataDir: string; env?: Record<string, string>; stdin?: string },
) {
  const { OWNER_PASSWORD: _ignored, ...env } = process.env;
  return runHere(ownerCli, args, {
    env: { ...env, DATA_DIR: options.dataDir, ...options.env },
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
}
const create = (extra: string[] = []) =>
  runOwnerCli(['create', '--email', OWNER.email, '--name', OWNER.name, ...extra], { dataDir: data.path });

describe('npm run owner, no server running', () => {
  it('when create runs on a fresh DATA_DIR, then the owner can sign in once the server starts', async () => {
    const result = await create(['--password', OWNER.password]);
    expect(result).toMatchObject({ code: 0, stdout: `Owner ${OWNER.email} created.\n` });
    expect(result.stdout + result.stderr).not.toContain(OWNER.password);
    await expect(stat(join(data.path, 'server.lock'))).rejects.toThrow(); // released
    app = await startTestApp({}, data.path);
    expect((await login(app.url, SIGN_IN)).res.status).toBe(200);
  });

  it('when the password comes from OWNER_PASSWORD or stdin, then it is used', async () => {
    const fromEnv = await runOwnerCli(['create', '--email', 'env@lumen.test'], {
      dataDir: data.path,
      env: { OWNER_PASSWORD: OWNER.password },
    });
    expect(fromEnv.code).toBe(0);
    const fromStdin = await runOwnerCli(['create', '--email', 'stdin@lumen.test'], {
      dataDir: data.path,
      stdin: `${OWNER.password}\n`,
    });
    expect(fromStdin.code).toBe(0);
    app = await startTestApp({}, data.path);
    expect((await login(app.url, { ...SIGN_IN, email: 'env@lumen.test' })).res.status).toBe(200);
    expect((await login(app.url, { ...SIGN_IN, email: 'stdin@lumen.test' })).res.status).toBe(200);
  });

  it.each([
    [
      ['create', '--email', 'a@b.co', '--password', 'too short'],
      /The password must be at least 12 characters\./,
    ],
    [
      ['create', '--email', 'not-an-email', '--password', OWNER.password],
      /--email must be a valid email address\./,
    ],
    [['create', '--password', OWNER.password], /--email is required/],
    [['delete', '--email', 'a@b.co'], /Usage/],
    [['create', '--email', 'a@b.co', '--bogus'], /Unknown option/],
  ])(
    'when the arguments are %j, then it exits 2 with a message and writes nothing',
    async (args, message) => {
      const result = await runOwnerCli(args, { dataDir: data.path });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      await expect(stat(join(data.path, 'owners.db'))).rejects.toThrow();
    },
  );

  it('when a setting is bad, then it exits 1 naming the variable and writes nothing', async () => {
    const result = await runOwnerCli(['create', '--email', OWNER.email, '--password', OWNER.password], {
      dataDir: data.path,
      env: { SESSION_IDLE_MINUTES: '0' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^owner: .*\n\s+SESSION_IDLE_MINUTES: /s);
    await expect(stat(join(data.path, 'owners.db'))).rejects.toThrow();
  });

  it('when the e-mail is taken or unknown, then it exits 1 and nothing changes', async () => {
    await create(['--password', OWNER.password]);
    const duplicate = await create(['--password', NEW_PASSWORD]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    const unknown = await runOwnerCli(
      ['reset-password', '--email', 'x@lumen.test', '--password', NEW_PASSWORD],
      {
        dataDir: data.path,
      },
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No owner with e-mail x@lumen.test');
    expect(await ownerRecordIds(data.path)).toHaveLength(1);
  });

  it('when reset-password runs while the server is stopped, then the old sessions are ended too', async () => {
    await create(['--password', OWNER.password]);
    app = await startTestApp({}, data.path);
    const { cookie } = await login(app.url, SIGN_IN);
    await app.close();
    const reset = await runOwnerCli(['reset-password', '--email', OWNER.email, '--password', NEW_PASSWORD], {
      dataDir: data.path,
    });
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain('1 session signed out');
    app = await startTestApp({}, data.path);
    expect(await sessionUser(app.url, cookie)).toEqual({ authenticated: false });
    expect((await login(app.url, SIGN_IN)).res.status).toBe(401);
    expect((await login(app.url, { ...SIGN_IN, password: NEW_PASSWORD })).res.status).toBe(200);
  });
});
