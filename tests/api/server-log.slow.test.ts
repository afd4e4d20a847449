import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-request.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * The production server's own log, as an operator reads it: the start-up line names the address
 * visitors use, and the request lines waiting in the log's buffer are all written before the
 * process exits on SIGTERM (docs/operations.md, "Logs").
 */
const PUBLIC = 'https://www.agency.example';
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  await server?.cleanup();
  server = undefined;
});

const logLines = (logs: string[]) =>
  logs
    .join('')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the production server log', () => {
  it('when PUBLIC_URL is set, then the start-up line names it, not http://localhost:PORT (which answers 421)', async () => {
    server = await startServerProcess({ site: 'stub', env: { PUBLIC_URL: PUBLIC } });
    const started = logLines(server.logs).find((line) => String(line.msg).startsWith('listening'));
    expect(started).toMatchObject({ msg: `listening on ${PUBLIC}`, port: server.port, host: '127.0.0.1' });
    // What the old line named is indeed refused: only the public host (and the test's) is answered.
    const local = await rawRequest(`${server.url}/`, { headers: { Host: `localhost:${server.port}` } });
    expect(local.status).toBe(421);
  });

  it('when it is started as npm start starts it, then it says nothing of Node options; started without them, it names them and how to start it', async () => {
    const warning = (lines: Record<string, unknown>[]) =>
      lines.find((line) => String(line.msg).startsWith('started without'));
    server = await startServerProcess({ site: 'stub' });
    expect(await server.stop()).toBe(0);
    expect(warning(logLines(server.logs))).toBeUndefined();
    await server.cleanup();

    server = await startServerProcess({ site: 'stub', nodeFlags: [] });
    expect(await server.stop()).toBe(0);
    expect(warning(logLines(server.logs))).toMatchObject({
      level: 40,
      missing: ['--no-memory-reducer'],
      msg: expect.stringContaining('node --no-memory-reducer server/src/main.ts'),
    });
  });

  it('when SIGTERM follows a burst of requests at once, then every request line and "stopped" are in the output', async () => {
    server = await startServerProcess({ site: 'stub' });
    const ids = Array.from({ length: 300 }, (_, n) => `burst-request-${String(n).padStart(4, '0')}`);
    // Ten keep-alive clients, each through its share of the ids as fast as the server answers.
    const client = async (first: number) => {
      for (let n = first; n < ids.length; n += 10) {
        const res = await fetch(`${server!.url}/api/health`, { headers: { 'X-Request-Id': ids[n]! } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, first) => client(first)));
    expect(await server.stop()).toBe(0);
    const lines = logLines(server.logs);
    const logged = new Set(lines.filter((line) => line.msg === 'request').map((line) => line.reqId));
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
    expect(
      lines.some((line) => line.msg === 'log lines were dropped: the log output could not keep up'),
    ).toBe(false);
  });
});
