import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NedbStore } from '../../server/src/db/nedb-store.ts';
import { PgStore } from '../../server/src/db/postgres/pg-store.ts';
import { signInAt, startAsOwner } from '../api/owner-client.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { startTestApp } from '../support/test-app.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const item = (title: string) => ({
  title,
  description: `${title} at dusk`,
  type: 'image',
  src: '/images/a.jpg',
  alt: title,
});

let pg: TestPostgres;
let dataDir: string;
let url: string;

/** Every collection of both stores, documents sorted by _id (what the migration must make equal). */
async function snapshot(store: NedbStore | PgStore, names: string[]) {
  const out: Record<string, unknown[]> = {};
  for (const name of names)
    out[name] = await (await store.collection({ name })).find({}, { sort: [['_id', 1]] });
  return out;
}

const migrate = () =>
  run(process.execPath, ['server/src/cli/migrate-to-postgres.ts', '--from', dataDir], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
  });

beforeAll(async () => {
  pg = await startPostgres();
  url = await pg.createDatabase();
  // A seeded, edited embedded store: owner and session, portfolio edits, audit, subscriber, upload.
  const owner = await startAsOwner({ DATABASE_URL: '' });
  dataDir = owner.app.dataDir;
  const created = await owner.call('/api/portfolio/dronePortfolio', {
    method: 'POST',
    json: item('Harbourfront'),
  });
  expect(created.status).toBe(201);
  const [first] = (await (await owner.call('/api/portfolio/videoPortfolio')).json()) as { id: string }[];
  expect((await owner.call(`/api/portfolio/videoPortfolio/${first!.id}`, { method: 'DELETE' })).status).toBe(
    204,
  );
  const signup = await fetch(`${owner.app.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.com', source: '/blog' }),
  });
  expect(signup.status).toBe(201);
  const form = new FormData();
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
  expect((await owner.call('/api/upload', { method: 'POST', body: form })).status).toBe(201);
  await owner.app.close({ keepData: true });
}, 180_000);

afterAll(async () => {
  await pg?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm run migrate-to-postgres', () => {
  it('when run on an edited store, then every collection, secret and upload is in PostgreSQL; run again, nothing changes', async () => {
    const first = await migrate();
    expect(first.stdout).toMatch(/portfolio: \d+ copied, 0 already there/);
    const source = new NedbStore(dataDir);
    const names = (await import('node:fs/promises').then((fs) => fs.readdir(dataDir)))
      .filter((f) => f.endsWith('.db'))
      .map((f) => f.slice(0, -3));
    expect(names).toEqual(
      expect.arrayContaining(['portfolio', 'owners', 'sessions', 'subscribers', 'audit']),
    );
    const target = await PgStore.open(url);
    try {
      const before = await snapshot(source, names);
      expect(await snapshot(target, names)).toEqual(before);
      for (const name of ['portfolio', 'owners', 'sessions', 'subscribers', 'audit']) {
        expect(before[name]!.length, name).toBeGreaterThan(0);
      }
      expect((await target.secret('form-token')).equals(await source.secret('form-token'))).toBe(true);
      const uploads = await (await source.uploads()).list();
      expect(uploads.length).toBeGreaterThan(1);
      expect(await (await target.uploads()).list()).toEqual(uploads);
      for (const name of uploads) {
        expect(
          (await (await target.uploads()).read(name))?.equals((await (await source.uploads()).read(name))!),
        ).toBe(true);
      }

      const second = await migrate();
      expect(second.stdout).not.toMatch(/ [1-9]\d* copied/);
      expect(await snapshot(target, names)).toEqual(before);
      expect(await (await target.uploads()).list()).toEqual(uploads);
    } finally {
      await target.close();
    }

    // A server on PostgreSQL now has the owner, the edits and the uploads.
    const app = await startTestApp({ DATABASE_URL: url });
    try {
      await signInAt(app.url);
      const drone = (await (await fetch(`${app.url}/api/portfolio/dronePortfolio`)).json()) as {
        title: string;
      }[];
      expect(drone.map((i) => i.title)).toContain('Harbourfront');
    } finally {
      await app.close();
    }
  });
});
