import { describe, expect, it } from 'vitest';
import type { DocumentStore } from './document-store.ts';

interface Item {
  name: string;
  n: number;
  tag?: string;
  email?: string;
  seq?: number;
}

/**
 * What every engine promises repositories (document-store.ts), run against each engine by its own
 * test file. `open` gives a store over one empty location; calling it again reopens the same one.
 */
export function describeDocumentStoreContract(engine: string, open: () => Promise<DocumentStore>): void {
  describe(`document store contract: ${engine}`, () => {
    const items = async (store: DocumentStore, name = 'items') =>
      store.collection<Item>({ name, indexes: [{ field: 'email', unique: true }, { field: 'n' }] });

    it('when documents are inserted, then they are found by field, sorted, limited and counted', async () => {
      const store = await open();
      const c = await items(store);
      expect(await c.insert({ _id: 'a', name: 'A', n: 2, tag: 'x' })).toMatchObject({ _id: 'a', n: 2 });
      await c.insertMany([
        { _id: 'b', name: 'B', n: 1 },
        { _id: 'c', name: 'C', n: 3, tag: 'x' },
      ]);
      const generated = await c.insert({ name: 'D', n: 3 });
      expect(generated?._id).toMatch(/^\S{8,}$/);
      const byN = await c.find(
        {},
        {
          sort: [
            ['n', 1],
            ['name', 1],
          ],
        },
      );
      expect(byN.map((d) => d.name)).toEqual(['B', 'A', 'C', 'D']);
      expect(
        (
          await c.find(
            {},
            {
              sort: [
                ['n', -1],
                ['name', -1],
              ],
              limit: 2,
            },
          )
        ).map((d) => d.name),
      ).toEqual(['D', 'C']);
      expect((await c.find({ tag: 'x' }, { sort: [['name', 1]] })).map((d) => d.name)).toEqual(['A', 'C']);
      expect((await c.find({ tag: { $exists: false } }, { sort: [['name', 1]] })).map((d) => d.name)).toEqual(
        ['B', 'D'],
      );
      expect(await c.count({ n: { $lt: 3 } })).toBe(2);
      expect(await c.count({ n: { $gt: 2 } })).toBe(2);
      expect(await c.count({ $or: [{ n: 1 }, { name: 'D' }] })).toBe(2);
      expect(await c.count()).toBe(4);
      expect(await c.findOne({ _id: 'zz' })).toBeNull();
      expect(await c.findOne({ name: 'B' })).toEqual({ _id: 'b', name: 'B', n: 1 });
      // A hostile value no stored text can hold (PostgreSQL refuses U+0000) finds nothing.
      expect(await c.findOne({ name: 'B\u0000' })).toBeNull();
      expect(await c.findOne({ _id: 'b\u0000' })).toBeNull();
      expect(await c.count({ $or: [{ name: '\u0000' }, { n: 1 }] })).toBe(1);
      await store.close();
    });

    it('when an _id or a unique field is taken, then insert answers null and nothing changes', async () => {
      const store = await open();
      const c = await items(store);
      await c.insert({ _id: 'a', name: 'A', n: 1, email: 'a@x.test' });
      expect(await c.insert({ _id: 'a', name: 'other', n: 9 })).toBeNull();
      expect(await c.insert({ _id: 'b', name: 'B', n: 2, email: 'a@x.test' })).toBeNull();
      await expect(
        c.insertMany([
          { _id: 'c', name: 'C', n: 3 },
          { _id: 'a', name: 'dup', n: 4 },
        ]),
      ).rejects.toThrow();
      expect((await c.find({}, { sort: [['n', 1]] })).map((d) => d._id)).toEqual(['a']);
      await store.close();
    });

    it('when updates race on one version, then exactly one compare-and-set wins', async () => {
      const store = await open();
      const c = await items(store);
      await c.insert({ _id: 'a', name: 'A', n: 1, tag: 't' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          c.updateOne({ _id: 'a', n: 1 }, { set: { n: 2, name: `w${i}` } }),
        ),
      );
      expect(answers.filter((a) => a !== null)).toHaveLength(1);
      const unset = await c.updateOne({ _id: 'a' }, { set: { name: 'Z', tag: undefined }, unset: ['tag'] });
      expect(unset).toEqual({ _id: 'a', name: 'Z', n: 2 });
      expect(await c.updateOne({ _id: 'missing' }, { set: { n: 5 } })).toBeNull();
      await c.insert({ _id: 'b', name: 'B', n: 7 });
      await c.updateEach([
        [{ _id: 'a' }, { set: { n: 10 } }],
        [{ _id: 'b' }, { set: { n: 11 } }],
      ]);
      expect((await c.find({}, { sort: [['n', 1]] })).map((d) => d.n)).toEqual([10, 11]);
      await store.close();
    });

    it('when documents are deleted, then they are gone after a reopen, and the rest is kept', async () => {
      let store = await open();
      let c = await items(store);
      await c.insertMany([
        { _id: 'a', name: 'A', n: 1 },
        { _id: 'b', name: 'B', n: 2 },
        { _id: 'c', name: 'C', n: 3 },
      ]);
      expect(await c.deleteOne({ _id: 'a' })).toBe(true);
      expect(await c.deleteOne({ _id: 'a' })).toBe(false);
      expect(await c.deleteMany({ n: { $gt: 2 } })).toBe(1);
      await c.compact();
      await store.close();
      store = await open();
      c = await items(store);
      expect(await c.find({})).toEqual([{ _id: 'b', name: 'B', n: 2 }]);
      await store.close();
    });

    it('when a collection has a sequence field, then inserts number it ever higher, also after a reopen', async () => {
      let store = await open();
      const spec = { name: 'log', sequenceField: 'seq' };
      let c = await store.collection<Item>(spec);
      await c.insert({ name: 'one', n: 1 });
      await c.insert({ name: 'two', n: 1 });
      await store.close();
      store = await open();
      c = await store.collection<Item>(spec);
      await c.insert({ name: 'three', n: 1 });
      expect((await c.find({}, { sort: [['seq', -1]] })).map((d) => d.name)).toEqual(['three', 'two', 'one']);
      await store.close();
    });

    it('when counts are added, also concurrently, then new documents are made and stored ones add up', async () => {
      let store = await open();
      let c = await items(store);
      await c.addCounts('n', [{ _id: 'a', name: 'A', n: 2 }]);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          c.addCounts('n', [
            { _id: 'a', name: 'A', n: 1 },
            { _id: 'b', name: 'B', n: 3 },
          ]),
        ),
      );
      await store.close();
      store = await open();
      c = await items(store);
      expect(await c.find({}, { sort: [['name', 1]] })).toEqual([
        { _id: 'a', name: 'A', n: 7 },
        { _id: 'b', name: 'B', n: 15 },
      ]);
      await store.close();
    });

    it('when text holds Unicode line separators or a lone surrogate, then every document reads back after a reopen', async () => {
      // NEL, LINE and PARAGRAPH SEPARATOR: nedb's reader splits lines at them (line-breakers.ts).
      const odd = ['a\u2028b', 'c\u2029d', 'e\u0085f'];
      let store = await open();
      let c = await items(store);
      await c.insertMany(odd.map((name, n) => ({ _id: `odd${n}`, name, n })));
      expect(await c.insert({ _id: 'lone', name: 'x\ud800y', n: 9 })).not.toBeNull();
      // A filter holding one is answered too (PostgreSQL reads both as U+FFFD, so it may match).
      await expect(c.find({ name: 'x\udfffy' })).resolves.toBeInstanceOf(Array);
      await c.updateOne({ _id: 'odd0' }, { set: { tag: '\u2028'.repeat(50) } });
      await c.addCounts('n', [{ _id: 'odd1', name: 'c\u2029d', n: 1 }]);
      await store.close();
      store = await open();
      c = await items(store);
      const back = await c.find({}, { sort: [['_id', 1]] });
      expect(back.map((d) => [d._id, d.name.toWellFormed(), d.n])).toEqual([
        ['lone', 'x\ufffdy', 9],
        ['odd0', 'a\u2028b', 0],
        ['odd1', 'c\u2029d', 2],
        ['odd2', 'e\u0085f', 2],
      ]);
      expect(back[1]!.tag).toBe('\u2028'.repeat(50));
      await store.close();
    });

    it('when collections share a store, then they are separate', async () => {
      const store = await open();
      await (await items(store, 'one')).insert({ _id: 'a', name: 'A', n: 1 });
      expect(await (await items(store, 'two')).count()).toBe(0);
      expect(await (await items(store, 'two')).insert({ _id: 'a', name: 'A', n: 1 })).not.toBeNull();
      await store.close();
    });

    it('when a secret is asked for twice, also after a reopen, then it is the same 32 bytes', async () => {
      const store = await open();
      const [a, b] = await Promise.all([store.secret('test-key'), store.secret('test-key')]);
      expect(a.length).toBe(32);
      expect(b.equals(a)).toBe(true);
      await store.close();
      const again = await open();
      expect((await again.secret('test-key')).equals(a)).toBe(true);
      expect((await again.secret('other-key')).equals(a)).toBe(false);
      await again.ready();
      await again.close();
    });

    it('when upload files are stored, then they read back, are listed, and the same set can be stored again', async () => {
      const store = await open();
      const uploads = await store.uploads();
      const files: [string, Buffer][] = [
        ['f1-480.webp', Buffer.from('small')],
        ['f1.jpg', Buffer.from([0xff, 0xd8, 0, 1, 2])],
      ];
      await uploads.putAll(files);
      await uploads.putAll(files);
      expect(await uploads.has('f1.jpg')).toBe(true);
      expect(await uploads.has('f2.jpg')).toBe(false);
      expect((await uploads.read('f1.jpg'))?.equals(files[1]![1])).toBe(true);
      expect(await uploads.read('f2.jpg')).toBeNull();
      expect(await uploads.list()).toEqual(['f1-480.webp', 'f1.jpg']);
      await store.close();
    });

    it('when upload files are described and removed, then sizes and times are given and removed names are gone', async () => {
      const store = await open();
      const uploads = await store.uploads();
      await uploads.putAll([
        ['g1-480.webp', Buffer.from('four')],
        ['g1.jpg', Buffer.from('seven!!')],
      ]);
      const stats = (await uploads.stat()).filter((f) => f.name.startsWith('g1'));
      expect(stats.map(({ name, size }) => [name, size])).toEqual([
        ['g1-480.webp', 4],
        ['g1.jpg', 7],
      ]);
      for (const file of stats) expect(Date.parse(file.storedAt)).toBeGreaterThan(Date.now() - 600_000);
      await uploads.remove(['g1.jpg', 'g1-480.webp', 'never-stored.jpg']);
      expect(await uploads.has('g1.jpg')).toBe(false);
      expect((await uploads.list()).filter((n) => n.startsWith('g1'))).toEqual([]);
      await store.close();
    });

    it('when collections hold documents, then their names are listed, also after a reopen', async () => {
      const store = await open();
      await (await items(store, 'named-one')).insert({ _id: 'a', name: 'A', n: 1 });
      await (await items(store, 'named-two')).insert({ _id: 'b', name: 'B', n: 2 });
      expect(await store.collectionNames()).toEqual(expect.arrayContaining(['named-one', 'named-two']));
      await store.close();
      const again = await open();
      expect(await again.collectionNames()).toEqual(expect.arrayContaining(['named-one', 'named-two']));
      await again.close();
    });
  });
}
