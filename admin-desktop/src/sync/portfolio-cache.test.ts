import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PortfolioCache } from './portfolio-cache.ts';

const SITE = 'https://agency.example';
const item = (id: string, version: number, order = 0) => ({ id, version, order });
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function openCache() {
  dir = await mkdtemp(join(tmpdir(), 'lumen-cache-'));
  return PortfolioCache.open(dir, SITE);
}

describe('the offline copy and a snapshot fetched while writes land', () => {
  it('when the first snapshot of a list arrives after a write to it was confirmed, then the write is in the copy', async () => {
    const cache = await openCache();
    const token = cache.snapshotToken();
    // The owner's create is confirmed while the first load of the list is on its way.
    await cache.apply({ type: 'upsert', key: 'photographyPortfolio', item: item('new', 1, 2) });
    await cache.save({ photographyPortfolio: [item('a', 1, 0), item('b', 3, 1)] }, token);
    expect(cache.data?.photographyPortfolio?.map((i) => `${i.id}@${i.version}`)).toEqual([
      'a@1',
      'b@3',
      'new@1',
    ]);
    // And it was written to disk: a restart sees the same.
    const again = await PortfolioCache.open(dir!, SITE);
    expect(again.data?.photographyPortfolio?.map((i) => i.id)).toEqual(['a', 'b', 'new']);
  });

  it('when the snapshot already holds a later version than the write, then the later one stays', async () => {
    const cache = await openCache();
    await cache.save({ photographyPortfolio: [item('a', 1)] });
    const token = cache.snapshotToken();
    await cache.apply({ type: 'upsert', key: 'photographyPortfolio', item: item('a', 2) });
    // Fetched after a browser's edit made version 3.
    await cache.save({ photographyPortfolio: [item('a', 3)] }, token);
    expect(cache.data?.photographyPortfolio).toEqual([item('a', 3)]);
  });

  it('when a delete was confirmed meanwhile, then the snapshot taken before it does not bring the item back', async () => {
    const cache = await openCache();
    await cache.save({ photographyPortfolio: [item('a', 1), item('b', 1)] });
    const token = cache.snapshotToken();
    await cache.apply({ type: 'remove', key: 'photographyPortfolio', id: 'a' });
    await cache.save({ photographyPortfolio: [item('a', 1), item('b', 1)] }, token);
    expect(cache.data?.photographyPortfolio?.map((i) => i.id)).toEqual(['b']);
  });

  it('when a new order or a clear landed meanwhile, then the snapshot is dropped', async () => {
    const cache = await openCache();
    await cache.save({ photographyPortfolio: [item('a', 1, 0), item('b', 1, 1)] });
    let token = cache.snapshotToken();
    await cache.apply({
      type: 'list',
      key: 'photographyPortfolio',
      items: [item('b', 1, 0), item('a', 1, 1)],
    });
    await cache.save({ photographyPortfolio: [item('a', 1, 0), item('b', 1, 1)] }, token);
    expect(cache.data?.photographyPortfolio?.map((i) => i.id)).toEqual(['b', 'a']);
    token = cache.snapshotToken();
    await cache.clear();
    await cache.save({ photographyPortfolio: [item('a', 1)] }, token);
    expect(cache.data).toBeUndefined();
  });

  it('when two loads of a list cross, then the one fetched last stays, whichever is saved last', async () => {
    const cache = await openCache();
    // The background refresh starts, then the owner opens the list after a browser's edit.
    const older = cache.snapshotToken();
    const newer = cache.snapshotToken();
    await cache.save({ photographyPortfolio: [item('a', 2)], projects: [item('p', 1)] }, newer);
    await cache.save({ photographyPortfolio: [item('a', 1)], posts: [item('q', 1)] }, older);
    expect(cache.data?.photographyPortfolio).toEqual([item('a', 2)]);
    // A list the newer load did not hold is still taken from the older one.
    expect(cache.data?.posts).toEqual([item('q', 1)]);
    expect(cache.data?.projects).toEqual([item('p', 1)]);
  });
});
