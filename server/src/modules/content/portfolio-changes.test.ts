import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTFOLIO_ITEM as fields } from '../../../../tests/api/content-fixtures.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../db/nedb-store.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';
import { CONTENT_KIND_DEFS, kindCollections } from './content-kinds.ts';
import { ContentRepo } from './content-repo.ts';
import { ContentService } from './content-service.ts';
import { PortfolioItems } from './portfolio-items.ts';

describe('the portfolio collections publish their committed writes under their own tag', () => {
  let dataDir: string;
  let service: PortfolioItems;
  let heard: string[][];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-changes-'));
    const changes = createChangeFeed();
    heard = [];
    changes.subscribe((c) => heard.push([...c.tags]));
    const store = new NedbStore(dataDir);
    const repo = await ContentRepo.open(store, kindCollections());
    const trail = { record: async () => {} };
    service = new PortfolioItems(new ContentService(repo, trail, CONTENT_KIND_DEFS, { changes }));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when an item is created, updated, reordered and deleted, then each write names its collection once', async () => {
    const item = await service.create('dronePortfolio', fields, 'owner');
    const other = await service.create('dronePortfolio', { ...fields, title: 'Other' }, 'owner');
    await service.update('dronePortfolio', { ...fields, id: item.id, title: 'New' }, 'owner');
    await service.reorder('dronePortfolio', [other.id, item.id], 'owner');
    await service.remove('dronePortfolio', item.id, 'owner');
    expect(heard).toEqual(Array.from({ length: 5 }, () => ['portfolio:dronePortfolio']));
  });

  it('when a write is refused, then nothing is published', async () => {
    const item = await service.create('videoPortfolio', fields, 'owner');
    heard.length = 0;
    await expect(
      service.update('videoPortfolio', { ...fields, id: item.id, version: 9 }, 'owner'),
    ).rejects.toThrow(/changed elsewhere/);
    await expect(service.remove('videoPortfolio', 'missing-1', 'owner')).rejects.toThrow(/No item/);
    expect(heard).toEqual([]);
  });
});
