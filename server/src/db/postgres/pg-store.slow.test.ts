import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../../tests/support/postgres.ts';
import { describeDocumentStoreContract } from '../document-store-contract.ts';
import { StoreUnavailableError } from '../document-store.ts';
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
    expect(rows.map((r) => r.version)).toEqual([1]);
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
});
