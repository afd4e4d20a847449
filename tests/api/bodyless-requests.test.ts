import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CSRF_HEADER } from '#shared/api/paths.ts';
import { addressOf, appRoutes } from './app-routes.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

/**
 * The server hands a request that declares no body (no Content-Length, no Transfer-Encoding) to
 * the app with its body stream already ended, and such a stream emits no 'end'
 * (server/src/http/server-options.ts). Code waiting for that event would never answer: every
 * route, and addresses no route takes, sent that way must still be answered.
 */

interface RawAnswer {
  status: number;
  body: string;
}

/** One request written by hand on its own connection (fetch always declares a POST's length). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${path}: no answer within 5 s`));
    }, 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, Connection: 'close', ...headers });
    // Written, not ended: a client that half-closes is treated as gone; Connection: close ends it.
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
  });
}

let owner: OwnerClient;
let port: number;
let routes: string[];
beforeAll(async () => {
  owner = await startAsOwner();
  port = Number(new URL(owner.app.url).port);
  routes = appRoutes(owner.app.app);
});
afterAll(() => owner?.app.close());

/** The body type each write names (uploads multipart, every other write JSON), with no body sent. */
const typeOf = (path: string) =>
  path === API.upload ? 'multipart/form-data; boundary=x' : 'application/json';

async function expectAnswered(route: string, headers: Record<string, string>) {
  const [method, path] = route.split(' ') as [string, string];
  const read = method === 'GET' || method === 'HEAD';
  const answer = await rawRequest(port, method, addressOf(path), {
    ...headers,
    ...(read ? {} : { 'Content-Type': typeOf(path) }),
  });
  expect(answer.status, route).toBeGreaterThanOrEqual(200);
  expect(answer.status, route).toBeLessThan(500);
  // An API refusal is the usual JSON error (a beacon's 204 and a redirect have no body).
  if (path.startsWith('/api/') && answer.status >= 400) expect(answer.body, route).toMatch(/"error":/);
}

describe('requests that declare no body', () => {
  it('when the route table is read, then it holds writes of every kind (the checks below have something to check)', () => {
    expect(routes).toContain(`POST ${API.upload}`);
    expect(routes).toContain(`POST ${API.analyticsEvent}`);
    expect(routes).toContain(`POST ${API.newsletter}`);
    expect(routes.filter((route) => /^(PUT|PATCH|DELETE) /.test(route)).length).toBeGreaterThanOrEqual(5);
  });

  it('when the signed-in owner sends each route so (cookie, token and a body type, but no body), then each is answered, none with a 5xx', async () => {
    for (const route of routes) {
      await expectAnswered(route, { Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf });
    }
  });

  it('when a visitor sends each route so, then each is answered, none with a 5xx', async () => {
    for (const route of routes) await expectAnswered(route, {});
  });

  it('when a beacon comes with no body, then 204 at once', async () => {
    const answer = await rawRequest(port, 'POST', API.analyticsEvent, { 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(204);
  });

  it('when an address no route takes is asked with a method that sends no body, then it is answered, not left waiting', async () => {
    for (const [method, path] of [
      ['DELETE', '/'],
      ['OPTIONS', '/api/no-such-call'],
      ['PROPFIND', '/about'],
      ['PUT', '/assets/app.js'],
      ['PATCH', '/api/admin/no-such-call'],
    ] as const) {
      const answer = await rawRequest(port, method, path, {});
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
