import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { freePort, login, OWNER, SIGN_IN, sessionCookie, sessionUser } from './auth-helpers.ts';

/**
 * The setup link as the operator sees it: printed by a fresh server process on its console, and
 * no longer after a restart (slow project: it starts and restarts servers). The link's rules
 * without a process are in auth-setup.test.ts.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  await server?.cleanup();
  server = undefined;
});

const LINK = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+)\/admin\?setup=([\w-]+)/g;

function setupLinks(logs: string[]): { base: string; token: string }[] {
  return [...logs.join('').matchAll(LINK)].map((m) => ({ base: m[1]!, token: m[2]! }));
}

function postSetup(base: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/auth/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the one-time setup link', () => {
  it('when the data is fresh, then one link is printed, creates the first owner once and signs them in', async () => {
    const port = await freePort();
    // Local mode (no PUBLIC_URL, loopback only): the link is on http://localhost:PORT.
    server = await startServerProcess({ port, site: 'stub', env: { PUBLIC_URL: '' } });
    const links = setupLinks(server.logs);
    expect(links).toHaveLength(1);
    expect(links[0]!.base).toBe(`http://localhost:${port}`);
    const { token } = links[0]!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const owner = { ...OWNER, token };

    expect((await postSetup(server.url, { ...owner, token: 'x'.repeat(43) })).status).toBe(403);
    const weak = await postSetup(server.url, { ...owner, password: 'short' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toBe('Password must be at least 12 characters.');
    expect((await postSetup(server.url, owner, { Origin: 'https://evil.example' })).status).toBe(403);

    const created = await postSetup(server.url, owner);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ authenticated: true, email: OWNER.email, name: OWNER.name });
    const cookie = sessionCookie(created);
    expect((await sessionUser(server.url, cookie)).authenticated).toBe(true);

    // Spent: the same link cannot make a second account.
    const again = await postSetup(server.url, { ...owner, email: 'intruder@lumen.test' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'An owner account already exists' });
    expect((await login(server.url, { ...SIGN_IN, email: 'intruder@lumen.test' })).res.status).toBe(401);

    // After a restart the owner and the session are still there, and no new link is printed.
    const dataDir = server.dataDir;
    expect(await server.stop()).toBe(0);
    const restarted = await startServerProcess({ dataDir, site: 'stub' });
    try {
      expect(setupLinks(restarted.logs)).toHaveLength(0);
      expect((await sessionUser(restarted.url, cookie)).email).toBe(OWNER.email);
      expect((await login(restarted.url, SIGN_IN)).res.status).toBe(200);
    } finally {
      await restarted.stop();
    }
    await rm(dataDir, { recursive: true, force: true });
  });
});
