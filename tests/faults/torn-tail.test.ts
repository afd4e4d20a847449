import { appendFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/** Issue 11 findings 6 and 7: a torn last line stopped the server; data files were world-readable. */
let server: ServerProcess | undefined;
const dirs: ServerProcess[] = [];
afterEach(async () => {
  await server?.stop();
  for (const s of dirs.splice(0)) await s.cleanup();
  server = undefined;
});

async function start(dataDir?: string): Promise<ServerProcess> {
  server = await startServerProcess({ dataDir, env: { RATE_LIMIT: 'false' } });
  if (!dataDir) dirs.push(server);
  return server;
}

const signUp = (url: string, email: string) =>
  fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a torn last line in a store file', () => {
  it('when the server starts on it, then the partial line is moved aside to a dated file, logged, and the site starts with every acknowledged write', async () => {
    const first = await start();
    expect((await signUp(first.url, 'kept@example.com')).status).toBe(201);
    await first.stop();
    const file = join(first.dataDir, 'subscribers.db');
    const torn = '{"email":"half-written@exa';
    await appendFile(file, torn);

    const again = await start(first.dataDir);
    expect(again.logs.join('')).toContain('a torn last line');
    const aside = (await readdir(first.dataDir)).filter((n) => n.startsWith('subscribers.db.torn-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(first.dataDir, aside[0]!), 'utf8')).toBe(torn);
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    // The store works: the acknowledged subscriber is there (a second signup of it is not new).
    expect((await signUp(again.url, 'after@example.com')).status).toBe(201);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('kept@example.com');
    expect(text).toContain('after@example.com');
  });

  it('when a line other than the last is damaged, then start-up stops and says what to do', async () => {
    const first = await start();
    expect((await signUp(first.url, 'one@example.com')).status).toBe(201);
    await first.stop();
    server = undefined;
    const file = join(first.dataDir, 'subscribers.db');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `not json at all\n${text}`);
    const failed = await startServerProcess({ dataDir: first.dataDir }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failed).toMatch(/exited with 1/);
    expect(failed).toContain('subscribers.db line 1 is damaged');
    expect(failed).toContain('npm run restore');
    expect(failed).not.toMatch(/\n\s+at /);
  });
});

describe('permissions of the data folder', () => {
  it('when the server has run, then DATA_DIR and uploads/ are 0700 and every store file 0600', async () => {
    const running = await start();
    expect((await signUp(running.url, 'mode@example.com')).status).toBe(201);
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(running.dataDir)).toBe(0o700);
    expect(await mode(join(running.dataDir, 'uploads'))).toBe(0o700);
    const files = (await readdir(running.dataDir)).filter((n) => n.endsWith('.db') || n.endsWith('.key'));
    expect(files).toEqual(expect.arrayContaining(['owners.db', 'sessions.db', 'subscribers.db']));
    for (const name of files) expect(await mode(join(running.dataDir, name)), name).toBe(0o600);
  });
});
