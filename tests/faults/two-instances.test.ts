import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CSRF_HEADER } from '#shared/api/paths.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { runOwnerCli } from '../api/auth-helpers.ts';
import { signInAt, TEST_OWNER } from '../api/owner-client.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Two production servers on one PostgreSQL behind a round-robin balancer: what an operator runs
 * for zero-downtime deploys and failover (docker/compose.postgres.yaml).
 */
let pg: TestPostgres;
let proxy: RoundRobinProxy;
const upstreams: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

const item = (title: string) => ({
  title,
  description: `${title}, seen from above`,
  type: 'image',
  src: '/images/a.jpg',
  alt: title,
});

beforeAll(async () => {
  pg = await startPostgres();
  const url = await pg.createDatabase();
  proxy = await startRoundRobinProxy(upstreams);
  const env = { DATABASE_URL: url, PUBLIC_URL: proxy.url, ALLOWED_HOSTS: proxy.host, RATE_LIMIT: 'false' };
  const created = await runOwnerCli(['create', '--email', TEST_OWNER.email, '--name', TEST_OWNER.name], {
    dataDir: '/nonexistent-data-dir-unused-with-postgres',
    env: { ...env, OWNER_PASSWORD: TEST_OWNER.password },
  });
  expect(created.code, created.stderr).toBe(0);
  [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  upstreams.push(a.url, b.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await proxy?.close();
  await pg?.close();
});

describe('two instances on one PostgreSQL', () => {
  it("when the owner signs in through A, then B knows the session; an item created on B is on A's public page at once", async () => {
    const owner = await signInAt(a.url);
    const user = await fetch(`${b.url}/api/auth/user`, { headers: { Cookie: owner.cookie } });
    expect(((await user.json()) as { email?: string }).email).toBe(TEST_OWNER.email);
    const viaB = await fetch(`${b.url}/api/portfolio/dronePortfolio`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify(item('Lakeshore from B')),
    });
    expect(viaB.status).toBe(201);
    const page = await (await fetch(`${a.url}/portfolio/drone`)).text();
    expect(page).toContain('Lakeshore from B');
  });

  it('when two instances edit one item with the same version, then one wins and the other answers 409', async () => {
    const owner = await signInAt(a.url);
    const headers = { Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' };
    const created = (await (
      await fetch(`${a.url}/api/portfolio/dronePortfolio`, {
        method: 'POST',
        headers,
        body: JSON.stringify(item('Contested')),
      })
    ).json()) as PortfolioItem;
    const edit = (base: string, title: string) =>
      fetch(`${base}/api/portfolio/dronePortfolio`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...created, title }),
      }).then((r) => r.status);
    const statuses = await Promise.all([edit(a.url, 'Edit on A'), edit(b.url, 'Edit on B')]);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  // The lock-out is kept in the datastore (login-failures), so every instance reads the same one.
  it('when an address is locked out on A, then B refuses it too', async () => {
    // An address without an account: the lock-out holds for it too, and the owner stays usable.
    const wrong = { email: 'intruder@lumen.test', password: 'not the right password at all' };
    for (let i = 0; i < 5; i++) {
      await fetch(`${a.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(wrong),
      });
    }
    const onB = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: wrong.email, password: 'another wrong password here' }),
    });
    expect(onB.status).toBe(429);
  });
  it('when the newsletter rate limit is reached through one instance, then the other refuses that client too', async () => {
    // In-process instances with the rate limits on (the servers above run without them), on a
    // database of their own. Before the counters were shared, B answered 201 here.
    const shared = { DATABASE_URL: await pg.createDatabase() };
    const [one, two] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
    try {
      const signup = (app: TestApp, n: number) =>
        fetch(`${app.url}${API.newsletter}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `reader${n}@lumen.test` }),
        });
      for (let n = 0; n < 10; n++) expect((await signup(one, n)).status).toBe(201);
      const onTwo = await signup(two, 10);
      expect(onTwo.status).toBe(429);
      expect(await onTwo.json()).toEqual({ error: expect.stringMatching(/too many/i) });
      // Each limit keeps its own count: the unsubscribe limit of that client is untouched.
      const unsubscribe = await fetch(`${two.url}${API.unsubscribe}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: 'x'.repeat(43) }),
      });
      expect(unsubscribe.status).not.toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('when A is SIGKILLed in the middle of a stream of writes, then every acknowledged write is served by B', async () => {
    const owner = await signInAt(proxy.url);
    const headers = { Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' };
    const acknowledged: string[] = [];
    let killed = false;
    let afterKill = 0;
    const writer = async (w: number) => {
      for (let i = 0; i < 25; i++) {
        const res = await fetch(`${proxy.url}/api/portfolio/photographyPortfolio`, {
          method: 'POST',
          headers,
          body: JSON.stringify(item(`Stream ${w}-${i}`)),
        }).catch(() => null);
        if (res?.status === 201) {
          acknowledged.push(((await res.json()) as PortfolioItem).id);
          if (killed) afterKill++;
        } else if (res && res.status !== 502) {
          throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 10 }).toBeGreaterThan(20);
    await a.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(afterKill).toBeGreaterThan(0);
    const listed = (await (
      await fetch(`${proxy.url}/api/portfolio/photographyPortfolio`)
    ).json()) as PortfolioItem[];
    const ids = new Set(listed.map((i) => i.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
