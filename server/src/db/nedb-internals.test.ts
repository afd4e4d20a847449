import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Datastore from 'nedb-promises';
import { afterEach, describe, expect, it } from 'vitest';
import { compactFile, nedbOriginal, syncToDisk, undoPartialAppends } from './nedb-internals.ts';

/**
 * The adapter relies on nedb's private internals (nedb-internals.ts). These tests fail loudly,
 * naming what changed, when an nedb or nedb-promises upgrade moves any of them.
 */
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function openRaw() {
  dir = await mkdtemp(join(tmpdir(), 'lumen-nedb-'));
  const filename = join(dir, 'x.db');
  const store = Datastore.create({ filename, autoload: false }) as Datastore<Record<string, unknown>>;
  return { store, filename };
}

describe('nedb internals the adapter relies on', () => {
  it('when a store is made, then __original has the filename, persistence.persistNewStateAsync and compactDatafileAsync', async () => {
    const { store, filename } = await openRaw();
    const original = nedbOriginal(store);
    expect(original.filename).toBe(filename);
    expect(typeof original.persistence.persistNewStateAsync).toBe('function');
    expect(typeof original.compactDatafileAsync).toBe('function');
  });

  it('when a store lacks __original, then nedbOriginal throws saying the internals changed', () => {
    expect(() => nedbOriginal({} as Datastore<object>)).toThrow(/nedb internals changed/);
  });

  it('when a document is inserted, then nedb appends it through persistence.persistNewStateAsync', async () => {
    const { store, filename } = await openRaw();
    await store.load();
    const persistence = nedbOriginal(store).persistence;
    const seen: unknown[][] = [];
    const append = persistence.persistNewStateAsync.bind(persistence);
    persistence.persistNewStateAsync = async (docs) => {
      seen.push(docs);
      await append(docs);
    };
    await store.insertOne({ _id: 'a', n: 1 });
    expect(seen).toHaveLength(1);
    await syncToDisk(store);
    expect(await readFile(filename, 'utf8')).toContain('"_id":"a"');
  });

  it('when an append fails half-way, then the file is cut back to its size before it and the next write loads', async () => {
    const { store, filename } = await openRaw();
    // Beneath the adapter's wrapper: the real append, failing after half a line when told to
    // (what a full disk does).
    const persistence = nedbOriginal(store).persistence;
    const realAppend = persistence.persistNewStateAsync.bind(persistence);
    let diskFull = false;
    persistence.persistNewStateAsync = async (docs) => {
      if (!diskFull) return realAppend(docs);
      await appendFile(filename, '{"_id":"half');
      throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
    };
    undoPartialAppends(store);
    await store.load();
    await store.insertOne({ _id: 'kept', n: 1 });
    const before = (await stat(filename)).size;
    diskFull = true;
    await expect(store.insertOne({ _id: 'lost', n: 2 })).rejects.toThrow('no space');
    diskFull = false;
    expect((await stat(filename)).size).toBe(before);
    await store.insertOne({ _id: 'after', n: 3 });
    const reopened = Datastore.create({ filename, autoload: false });
    await reopened.load();
    expect((await reopened.find({})).map((d) => d._id).sort()).toEqual(['after', 'kept']);
  });

  it('when compacted, then the file holds one line per live document', async () => {
    const { store, filename } = await openRaw();
    await store.load();
    await store.insertOne({ _id: 'a', n: 1 });
    await store.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    await store.updateOne({ _id: 'a' }, { $set: { n: 3 } });
    await compactFile(store);
    const lines = (await readFile(filename, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ _id: 'a', n: 3 });
  });
});
