import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * The production server's logs: one JSON line per request with its request id, and no secrets or
 * personal data (addresses, passwords, cookies, query strings) even when a visitor sends them.
 */
let server: ServerProcess;
const EMAIL = 'private.person@example.com';
const PASSWORD = 'my very secret passphrase';

beforeAll(async () => {
  server = await startServerProcess({ env: { RATE_LIMIT: 'false' }, site: 'stub' });
});
afterAll(async () => {
  await server?.stop();
  await server?.cleanup();
});

const logLines = () =>
  server.logs
    .join('')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured logs', () => {
  it('when visitors sign up, sign in and search, then each request is one JSON line with its id and nothing personal', async () => {
    const signup = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(signup.ok).toBe(true);
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    const search = await fetch(`${server.url}/search?q=${encodeURIComponent(EMAIL)}`, {
      headers: { Cookie: `sid=${PASSWORD.replaceAll(' ', '-')}`, 'X-Request-Id': 'proxy-given-id-123' },
    });
    expect(search.headers.get('x-request-id')).toBe('proxy-given-id-123');
    await search.arrayBuffer();
    // The request line is written when the answer is finished: wait for it, not for a fixed time.
    await expect
      .poll(() => logLines().some((line) => line.msg === 'request' && line.path === '/search'))
      .toBe(true);

    const requests = logLines().filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.path)).toEqual(
      expect.arrayContaining(['/api/newsletter', '/api/auth/login', '/search']),
    );
    for (const line of requests) {
      expect(line.reqId, JSON.stringify(line)).toMatch(/^[\w.-]{8,64}$/);
      expect(typeof line.status).toBe('number');
    }
    expect(requests.find((line) => line.path === '/search')?.reqId).toBe('proxy-given-id-123');
    const everything = server.logs.join('');
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain('private.person');
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(PASSWORD.replaceAll(' ', '-'));
  });

  // A delivery address's token is its whole secret (docs/listings.md): whoever reads the logs
  // could download the listing's photos with it.
  it('when delivery addresses are asked for, then their token is not in the log, only which file', async () => {
    const TOKEN = 'SeCrEtDeliveryToken0123456789abcdefGHIJ';
    const asked = [
      `/delivery/${TOKEN}`,
      `/delivery/${TOKEN}/mls.zip`,
      `/DELIVERY/${TOKEN}/full/2`,
      `/delivery/${TOKEN}/qr.svg`,
    ];
    for (const path of asked) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    await expect
      .poll(
        () =>
          logLines().filter((line) => line.msg === 'request' && /delivery/i.test(String(line.path))).length,
      )
      .toBeGreaterThanOrEqual(asked.length);
    expect(server.logs.join('')).not.toContain(TOKEN);
    const paths = logLines()
      .filter((line) => line.msg === 'request')
      .map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/delivery/[token]', '/delivery/[token]/mls.zip', '/DELIVERY/[token]/full/2']),
    );
  });
});
