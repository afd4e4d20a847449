import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscriberRepo } from '../../server/src/modules/newsletter/subscriber-repo.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openTestStore } from '../support/test-engine.ts';

/**
 * SIGTERM against the real server process (`node server/src/main.ts`): it stops accepting, lets
 * in-flight requests finish, releases DATA_DIR and exits within 10 s; nothing it acknowledged is lost.
 */

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0).reverse()) {
    await server.kill('SIGKILL');
    await server.cleanup();
  }
});

async function start(options: Parameters<typeof startServerProcess>[0] = {}) {
  const server = await startServerProcess({ ...options, env: { RATE_LIMIT: 'false', ...options.env } });
  started.push(server);
  return server;
}

const signup = (url: string, email: string) =>
  fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, source: '/shutdown-test' }),
  });

/** Addresses the datastore holds, read straight from DATA_DIR once no server runs. */
async function storedEmails(dataDir: string, emails: string[]): Promise<string[]> {
  const repo = await SubscriberRepo.open(await openTestStore(dataDir));
  const found: string[] = [];
  for (const email of emails) if (await repo.findByEmail(email)) found.push(email);
  return found;
}

describe('graceful shutdown', () => {
  it('when SIGTERM arrives during a burst of signups, then every acknowledged one is on disk after restart', async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let sent = 0;
    let stopping = false;
    // Eight keep-alive clients writing as fast as the server answers, until it goes away.
    const worker = async (w: number) => {
      for (let i = 0; i < 400; i++) {
        const email = `burst-${w}-${i}@example.com`;
        sent++;
        try {
          const res = await signup(server.url, email);
          if (res.status === 201) acknowledged.push(email);
          else if (!stopping) throw new Error(`unexpected ${res.status}`);
        } catch (err) {
          if (stopping) return;
          throw err;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(80);

    stopping = true;
    const t0 = Date.now();
    const exitCode = await server.stop();
    const elapsed = Date.now() - t0;
    await Promise.all(workers);
    expect(exitCode, server.logs.slice(-3).join('')).toBe(0);
    expect(elapsed).toBeLessThan(10_000);
    expect(server.logs.join('')).toContain('"msg":"stopped"');
    expect(existsSync(join(server.dataDir, 'server.lock'))).toBe(false);
    expect(sent).toBeGreaterThan(acknowledged.length); // requests were still arriving at the SIGTERM

    // The restarted server loads the store; then every acknowledged address is in it.
    const again = await start({ dataDir: server.dataDir });
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    expect(await storedEmails(server.dataDir, acknowledged)).toEqual(acknowledged);
  });

  it('when SIGTERM arrives while a request is half received, then that request still completes', async () => {
    const server = await start();
    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers now, body after the signal: the request is in flight when shutdown begins. The
    // server's "100 Continue" says it has read the headers.
    socket.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await expect.poll(() => response, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    const exited = server.stop();
    await expect.poll(() => server.logs.join(''), { timeout: 5_000 }).toContain('shutting down');
    expect((await fetch(`${server.url}/api/health`).catch(() => null))?.status).toBeUndefined();
    socket.write(body);
    await expect
      .poll(() => response, { timeout: 5_000 })
      .toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201/);
    socket.end();
    await closed;
    expect(await exited).toBe(0);
    expect(await storedEmails(server.dataDir, ['in-flight@example.com'])).toEqual(['in-flight@example.com']);
  });
});
