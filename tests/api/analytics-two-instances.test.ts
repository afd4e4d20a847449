import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { browser, pageView, sendBeacon, summaryOf, viewsOf } from './analytics-helpers.ts';
import { type OwnerSession, signInAt, TEST_OWNER } from './owner-client.ts';
import { seedOwner } from '../support/seed-owner.ts';

/**
 * Two app instances on one PostgreSQL database (always PostgreSQL, whatever TEST_ENGINE says):
 * each buffers its own counts and both add them into the same counters.
 */
let pg: TestPostgres;
let a: TestApp;
let b: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  pg = await startPostgres();
  const env = { DATABASE_URL: await pg.createDatabase() };
  a = await startTestApp(env);
  b = await startTestApp(env);
  await seedOwner(a.services.auth, TEST_OWNER);
  owner = await signInAt(a.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await pg?.close();
});

describe('analytics on two instances', () => {
  it('when beacons reach both instances at once, then both count into the same figures', async () => {
    const send = (app: TestApp, n: number) =>
      Promise.all(
        ['/', '/about', '/blog'].map((path) => sendBeacon(app.url, pageView(path), { ua: browser(n) })),
      );
    // Visitors 1-3 on A, 4-6 on B, all at once, twice over (flushes in between, racing).
    for (let round = 0; round < 2; round++) {
      await Promise.all([1, 2, 3].map((n) => send(a, n)).concat([4, 5, 6].map((n) => send(b, n))));
      await Promise.all([a.services.analytics.flush(), b.services.analytics.flush()]);
    }
    const summary = await summaryOf(owner);
    expect(viewsOf(summary)).toEqual({
      '/': { views: 12, visitors: 6 },
      '/about': { views: 12, visitors: 6 },
      '/blog': { views: 12, visitors: 6 },
    });
    expect(summary.totals).toMatchObject({ views: 36, visitors: 6 });
    // B's own answer is the same.
    const viaB = await signInAt(b.url);
    expect((await summaryOf(viaB)).totals).toEqual(summary.totals);
  });
});
