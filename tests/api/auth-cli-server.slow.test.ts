import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { dataDirPerTest } from '../support/data-dir-per-test.ts';
import {
  createOwnerWithCli,
  login,
  OWNER,
  ownerRecordIds,
  runOwnerCli,
  SIGN_IN,
  sessionUser,
} from './auth-helpers.ts';

/**
 * `npm run owner` beside a running server process (the admin socket, the data-directory lock, a
 * server killed with its lock left behind): slow project, since it starts and kills servers.
 * The CLI on its own is in auth-cli.test.ts.
 */

let server: ServerProcess | undefined;
const data = dataDirPerTest('lumen-owner-cli-', async () => {
  await server?.stop();
  server = undefined;
});

const NEW_PASSWORD = 'a brand new passphrase';
const create = (extra: string[] = []) => createOwnerWithCli(data.path, extra);

describe('npm run owner as a process', () => {
  // auth-cli.test.ts runs the tool's main in its own process; here the file npm runs, as a shell does.
  it('when the password is piped and the arguments are right, then it exits 0; when they are wrong, 2 with the usage', async () => {
    const created = await runOwnerCli(['create', '--email', OWNER.email, '--name', OWNER.name], {
      dataDir: data.path,
      stdin: `${OWNER.password}\n`,
    });
    expect(created).toMatchObject({ code: 0, stdout: `Owner ${OWNER.email} created.\n` });
    const wrong = await runOwnerCli(['delete', '--email', OWNER.email], { dataDir: data.path });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^owner: Usage:/);
    expect(await ownerRecordIds(data.path)).toHaveLength(1);
  });
});

describe('npm run owner, server running', () => {
  it('when create and reset-password run, then the server applies them at once and they survive a restart', async () => {
    server = await startServerProcess({ dataDir: data.path, site: 'stub' });
    expect((await readFile(join(data.path, 'server.lock'), 'utf8')).trim()).toBe(String(server.child.pid));
    expect((await stat(join(data.path, 'admin.sock'))).mode & 0o777).toBe(0o600);

    expect(await create(['--password', OWNER.password])).toMatchObject({ code: 0 });
    const { cookie } = await login(server.url, SIGN_IN);
    expect((await sessionUser(server.url, cookie)).name).toBe(OWNER.name);
    expect(server.logs.join('')).toContain('"command":"create","ok":true');

    const reset = await runOwnerCli(['reset-password', '--email', OWNER.email], {
      dataDir: data.path,
      env: { OWNER_PASSWORD: NEW_PASSWORD },
    });
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain('1 session signed out');
    expect(await sessionUser(server.url, cookie)).toEqual({ authenticated: false });
    expect((await login(server.url, SIGN_IN)).res.status).toBe(401);
    expect(server.logs.join('')).not.toContain(NEW_PASSWORD);

    // The server's own file was never written by a second process: one owner, new password, after restart.
    expect(await server.stop()).toBe(0);
    expect(await ownerRecordIds(data.path)).toHaveLength(1);
    server = await startServerProcess({ dataDir: data.path, site: 'stub' });
    expect((await login(server.url, { ...SIGN_IN, password: NEW_PASSWORD })).res.status).toBe(200);
  });

  it('when the CLI holds no lock but a server does, then a second server refuses the same DATA_DIR', async () => {
    server = await startServerProcess({ dataDir: data.path, site: 'stub' });
    await expect(startServerProcess({ dataDir: data.path, site: 'stub' })).rejects.toThrow(
      /in use by another process/,
    );
  });

  it('when the server was killed and left its lock behind, then the CLI takes over the stale lock', async () => {
    server = await startServerProcess({ dataDir: data.path, site: 'stub' });
    await server.kill('SIGKILL');
    server = undefined;
    await stat(join(data.path, 'server.lock')); // still there
    expect(await create(['--password', OWNER.password])).toMatchObject({ code: 0 });
    server = await startServerProcess({ dataDir: data.path, site: 'stub' });
    expect((await login(server.url, SIGN_IN)).res.status).toBe(200);
  });
});
