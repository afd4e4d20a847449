import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { engineEnv, TEST_ENGINE } from '../support/test-engine.ts';

/**
 * An operator who starts the server on a port another program holds, on an address this machine
 * does not have, or with DIST_DIR pointing where no site is built, is told so in one line naming
 * the setting, without a stack trace, and the server exits 1 without holding DATA_DIR; it never
 * logs "listening" while nothing listens (Express 5 hands the listen error to the callback that
 * used to log it).
 */
let other: Server | undefined;
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.kill('SIGKILL');
    await server.cleanup();
  }
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  other = undefined;
});

/** A port another program already listens on (127.0.0.1). */
async function busyPort(): Promise<number> {
  other = createServer();
  await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
  return (other.address() as { port: number }).port;
}

/** The start's outcome: a server that said it listens, or the output of one that exited. */
async function startOutcome(options: Parameters<typeof startServerProcess>[0]): Promise<string> {
  try {
    servers.push(await startServerProcess({ site: 'stub', ...options }));
    return 'started';
  } catch (err) {
    return (err as Error).message;
  }
}

/** Runs `node <script>` until it exits, or stops it after 30 s (code null): its code and output. */
function runFor(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { env, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

describe('start-up when a setting cannot work', () => {
  it('when PORT is already in use, then start-up stops naming PORT, and DATA_DIR is free for the next start', async () => {
    const port = await busyPort();
    const dataDir = await mkdtemp(join(tmpdir(), 'lumen-listen-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const outcome = await startOutcome({ port, dataDir });
    expect(outcome).toMatch(/^server exited with 1:/);
    expect(outcome).not.toContain('listening on');
    const fatal = outcome.split('\n').find((line) => line.includes('"level":60'));
    expect(JSON.parse(fatal!)).toMatchObject({
      msg: `PORT ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port`,
    });
    expect(fatal).not.toContain('stack');

    // The lock was released: a server on the same DATA_DIR starts at once on a free port.
    const next = await startServerProcess({ site: 'stub', dataDir });
    servers.push(next);
    expect((await fetch(`${next.url}/api/ready`)).status).toBe(200);
  });

  it('when PORT is already in use, then npm run dev stops naming PORT too, instead of saying it serves', async () => {
    const port = await busyPort();
    const dataDir = await mkdtemp(join(tmpdir(), 'lumen-dev-listen-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const run = await runFor('server/src/dev.ts', {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`PORT ${port} on 127.0.0.1 is already in use by another program`);
    expect(run.output).not.toContain('dev server on');
  });

  it.runIf(process.platform === 'linux')(
    'when DATA_DIR is under /proc, then start-up stops naming DATA_DIR (it spun at full CPU, silent)',
    async () => {
      const outcome = await startOutcome({ dataDir: '/proc/lumen-no-such-folder/data' });
      expect(outcome).toMatch(/^server exited with 1:/);
      expect(outcome).toContain('DATA_DIR /proc/lumen-no-such-folder/data: ENOENT');
    },
  );

  it('when HOST is not an address of this machine, then start-up stops naming HOST', async () => {
    const outcome = await startOutcome({ env: { HOST: '192.0.2.1' } });
    expect(outcome).toMatch(/^server exited with 1:/);
    expect(outcome).toContain('HOST 192.0.2.1 is not an address of this machine');
    expect(outcome).not.toContain('listening on');
  });

  it('when DIST_DIR holds no built site, then start-up stops naming DIST_DIR, not asking for a build', async () => {
    const outcome = await startOutcome({ env: { DIST_DIR: '/nonexistent/dist' } });
    expect(outcome).toMatch(/^server exited with 1:/);
    const fatal = outcome.split('\n').find((line) => line.includes('"level":60'));
    expect(JSON.parse(fatal!)).toMatchObject({
      msg: 'DIST_DIR /nonexistent/dist holds no built site (no client/index.html): set DIST_DIR to the dist/ folder `npm run build` makes, or leave it unset',
    });
    expect(fatal).not.toContain('stack');
  });

  it('when DATA_DIR is a file, then start-up stops naming DATA_DIR and what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-data-file-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'data');
    await writeFile(file, 'not a folder');
    const outcome = await startOutcome({ dataDir: file });
    expect(outcome).toMatch(/^server exited with 1:/);
    const fatal = outcome.split('\n').find((line) => line.includes('"level":60'));
    expect(JSON.parse(fatal!).msg).toMatch(
      new RegExp(
        `^DATA_DIR ${file} is not a folder \\(a file is in the way\\): set DATA_DIR to a folder \\((EEXIST|ENOTDIR)`,
      ),
    );
  });

  // Skipped in the slow project (the embedded engine reads no DATABASE_URL); the postgres project runs it.
  it.skipIf(TEST_ENGINE !== 'postgres')(
    'when DATABASE_URL names a database that does not exist, then start-up stops naming DATABASE_URL, its password unshown',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'lumen-pg-url-'));
      onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
      const url = new URL((await engineEnv(dataDir)).DATABASE_URL!);
      url.pathname = '/no_such_database';
      url.password = 'pw-never-shown';
      const outcome = await startOutcome({ dataDir, env: { DATABASE_URL: url.toString() } });
      expect(outcome).toMatch(/^server exited with 1:/);
      const fatal = outcome.split('\n').find((line) => line.includes('"level":60'));
      expect(JSON.parse(fatal!)).toMatchObject({
        msg: 'DATABASE_URL: PostgreSQL refused the connection: database "no_such_database" does not exist',
      });
      expect(outcome).not.toContain('pw-never-shown');
    },
  );
});
