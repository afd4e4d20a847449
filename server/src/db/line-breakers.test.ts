import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeLineBreakers } from './line-breakers.ts';
import { NedbStore } from './nedb-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lumen-line-breakers-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('line breakers in stored text', () => {
  it('when a serialized document holds them raw, then they are written as JSON escapes that read back the same', () => {
    const line = JSON.stringify({ text: 'a\u2028b\u2029c\u0085d', plain: 'é\n' });
    const escaped = escapeLineBreakers(line);
    expect(escaped).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(escaped).toContain('a\\u2028b\\u2029c\\u0085d');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(line));
  });

  it('when a store file written before holds them raw, then it is escaped in place at start and loads whole, private', async () => {
    const docs = Array.from({ length: 5 }, (_, i) => ({
      _id: `d${i}`,
      name: `line\u2028${i}\u2029end`,
      n: i,
    }));
    const file = join(dir, 'items.db');
    // Every document would be cut in two: nedb would refuse the file as more than 10 % corrupt.
    await writeFile(file, `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`);
    const store = new NedbStore(dir);
    const items = await store.collection<{ name: string; n: number }>({ name: 'items' });
    expect(await items.find({}, { sort: [['n', 1]] })).toEqual(docs);
    await store.close();
    expect(await readFile(file, 'utf8')).not.toMatch(/[\u0085\u2028\u2029]/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
