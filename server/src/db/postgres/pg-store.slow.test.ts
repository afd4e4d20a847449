import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../../tests/support/postgres.ts';
import { describeDocumentStoreContract } from '../document-store-contract.ts';
import { StoreUnavailableError } from '../document-store.ts';
import { shippedMigrations } from './pg-migrate.ts';
import { PgStore } from './pg-store.ts';

let server: TestPostgres;
let url: string;
beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  url = await server.createDatabase();
});

describeDocumentStoreContract('postgres', () => PgStore.open(url));

describe('postgres engine', () => {
  it('when eight instances start at once on a new database, then the migrations run once and all open', async () => {
    const stores = await Promise.all(Array.from({ length: 8 }, () => PgStore.open(url)));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
    await client.end();
    expect(rows.map((r) => r.version)).toEqual((await shippedMigrations()).map((m) => m.version));
    const collections = await Promise.all(
      stores.map((s) =>
        s.collection<{ email: string }>({ name: 'c', indexes: [{ field: 'email', unique: true }] }),
      ),
    );
    const inserted = await Promise.all(
      collections.map((c, i) => c.insert({ _id: `i${i}`, email: 'same@x.test' })),
    );
    expect(inserted.filter(Boolean)).toHaveLength(1);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('when the pool size is set, then no more connections than that are opened, and a burst of reads waits its turn', async () => {
    const connections = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await client.end();
      return rows[0]!.n;
    };
    for (const [poolSize, expected] of [
      [3, 3],
      [undefined, 10],
    ] as const) {
      const store = await PgStore.open(url, { poolSize });
      const c = await store.collection<{ n: number }>({ name: `pool${expected}` });
      // Each read holds its connection a moment, so twenty at once need more than the pool has.
      await Promise.all(Array.from({ length: 20 }, () => store.pool.query('SELECT pg_sleep(0.05)')));
      expect(await c.count()).toBe(0);
      expect(await connections(), `pool size ${poolSize ?? 'default'}`).toBe(expected);
      await store.close();
    }
  });

  it('when PostgreSQL stops and starts again, then calls fail as unavailable meanwhile and work after, without reopening', async () => {
    const store = await PgStore.open(url);
    const c = await store.collection<{ n: number }>({ name: 'r' });
    await c.insert({ _id: 'a', n: 1 });
    await server.stop();
    try {
      await expect(c.insert({ _id: 'b', n: 2 })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.ready()).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await server.start();
    }
    await expect
      .poll(
        () =>
          store.ready().then(
            () => true,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await c.insert({ _id: 'b', n: 2 })).not.toBeNull();
    expect(await c.count()).toBe(2);
    await store.close();
  });

  it('when two instances count hits on one key at once, then every hit counts, and a window that ended starts again', async () => {
    const [one, two] = await Promise.all([PgStore.open(url), PgStore.open(url)]);
    try {
      const counters = [one.hitCounters(), two.hitCounters()];
      const hits = await Promise.all(
        Array.from({ length: 20 }, (_, i) => counters[i % 2]!.hit('sign-in:203.0.113.9', 60_000)),
      );
      expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(new Set(hits.map((h) => h.resetAt.getTime())).size).toBe(1);
      await counters[1]!.unhit('sign-in:203.0.113.9');
      expect((await counters[0]!.hit('sign-in:203.0.113.9', 60_000)).hits).toBe(20);
      expect((await counters[0]!.hit('newsletter:203.0.113.9', 60_000)).hits).toBe(1);
      await counters[0]!.reset('sign-in:203.0.113.9');
      expect((await counters[1]!.hit('sign-in:203.0.113.9', 60_000)).hits).toBe(1);
      // A window of 50 ms: once it has ended, the next hit is the first of a new window.
      await counters[0]!.hit('short', 50);
      await expect.poll(async () => (await counters[1]!.hit('short', 50)).hits, { interval: 60 }).toBe(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
