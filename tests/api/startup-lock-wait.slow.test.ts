import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { DataDirBusyError } from '../../server/src/infra/data-dir-lock.ts';
import { openServices } from '../../server/src/services.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const LOCK_MODULE = new URL('../../server/src/infra/data-dir-lock.ts', import.meta.url).href;

let dataDir: string;
let holder: ChildProcess | undefined;
let server: ServerProcess | undefined;
let app: TestApp | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lumen-lock-wait-'));
});
afterEach(async () => {
  holder?.kill('SIGKILL');
  await server?.stop();
  await app?.close();
  holder = server = app = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Another process that takes DATA_DIR's lock the way `npm run owner` does (no admin socket) and
 * keeps it until it gets SIGTERM. Resolves once the lock is held.
 */
async function holdLock(): Promise<ChildProcess> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
    const lock = await acquireDataDirLock(process.argv[1]);
    process.on('SIGTERM', async () => { await lock.release(); process.exit(0); });
    setInterval(() => {}, 1000);
    console.log('locked');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

describe('start-up while DATA_DIR is locked', () => {
  it('when the owner CLI holds the lock for a second, then the server says it waits and starts once it is free', async () => {
    holder = await holdLock();
    const lockHolder = holder;
    let waited = false;
    let released = false;
    server = await startServerProcess({
      dataDir,
      site: 'stub',
      onOutput: (text) => {
        // The server is waiting: the CLI finishes its command a second later.
        if (text.includes('waiting up to') && !waited) {
          waited = true;
          setTimeout(() => {
            released = true;
            lockHolder.kill('SIGTERM');
          }, 1000);
        }
      },
    });
    expect(waited).toBe(true);
    expect(released).toBe(true); // it listens only after the lock was released
    const waitLines = server.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes('waiting up to'));
    expect(waitLines).toHaveLength(1);
    expect(JSON.parse(waitLines[0]!)).toMatchObject({ level: 30, pid: holder.pid });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it('when a process other than a server keeps the lock, then start-up gives up after the wait with the usual message', async () => {
    holder = await holdLock();
    const started = Date.now();
    const opening = openServices(config(), pino({ level: 'silent' }), { lockWaitMs: 600 });
    await expect(opening).rejects.toThrow(/is in use by another process \(pid \d+\)$/);
    await expect(opening).rejects.toBeInstanceOf(DataDirBusyError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('when a running server holds DATA_DIR, then a second start is refused at once, without waiting', async () => {
    app = await startTestApp({}, dataDir);
    const started = Date.now();
    await expect(openServices(config(), pino({ level: 'silent' }))).rejects.toThrow(
      /in use by another process/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
