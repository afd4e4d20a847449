import { connect } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A client that leaves before its answer: whoever sends a request with `Connection: close` and a
 * second, unanswerable request behind it on the same socket (no Host: Node answers it 400 and
 * closes the socket) makes the server carry on with the first request after its socket is gone,
 * when `req.ip` is undefined. Every rate-limited route must still take that calmly: no error-level
 * line, which anyone could otherwise write into the log at will (issue 26).
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** What the raw socket sent back, once the server closed it. */
function exchange(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

/** A JSON POST and, pipelined behind it on the same socket, a request Node refuses and hangs up on. */
function leavingEarly(url: string, path: string, body: object): string {
  const json = JSON.stringify(body);
  return [
    `POST ${path} HTTP/1.1`,
    `Host: ${new URL(url).host}`,
    `Origin: ${url}`,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    '',
    `${json}GET / HTTP/1.1`,
    '',
    '',
  ].join('\r\n');
}

const ROUTES: [string, string, object][] = [
  ['newsletter signup', API.newsletter, { email: 'leaving@example.com' }],
  ['unsubscribe', API.unsubscribe, { token: 'not-a-token' }],
  ['sign-in', API.login, { email: 'owner@example.com', password: 'a wrong password' }],
  ['first-owner setup', API.setup, { token: 'x', name: 'Owner', password: 'a long enough passphrase' }],
  ['quote request', API.inquiries, { name: 'Visitor' }],
];

describe('a client that disconnects before its answer', () => {
  it('when it leaves early on every rate-limited route, then no error-level line is logged and the route keeps answering', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    app = await startTestApp({ RATE_LIMIT: 'true' }, undefined, {
      overrides: () => ({ logger }),
      site: 'stub',
    });
    for (const [, path, body] of ROUTES) {
      const answer = await exchange(app.url, leavingEarly(app.url, path, body));
      // The socket was closed by the server's refusal of the second request, before any answer.
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      // A well-behaved request on the same route after it: answered (not a 5xx), and by then the
      // first one has long passed the limiter, where it used to throw.
      const after = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.url },
        body: JSON.stringify(body),
      });
      expect(after.status, path).toBeLessThan(500);
      await after.arrayBuffer();
    }
    const failures = lines.filter((line) => line.level >= 50 || line.msg === 'request failed');
    expect(failures).toEqual([]);
  });
});
