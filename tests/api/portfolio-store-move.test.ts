import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { COLLECTION_KEYS, type PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { openTestStore } from '../support/test-engine.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { json } from './portfolio-fixtures.ts';

/**
 * A DATA_DIR written before the portfolio collections became kinds of the content service: the
 * portfolio's own store (collection `portfolio`, items at the top level with their `collection`,
 * a seed marker per collection, a delete a crash left half done) and its trash items. The first
 * start moves it, keeping ids, versions and order, and finishes a move a crash cut short; the
 * built-in items are not put back.
 */
/** An hour ago: the half-done delete is well inside the trash's 30 days. */
const AT = new Date(Date.now() - 3_600_000).toISOString();
const item = (id: string, order: number, version: number, title: string) => ({
  id,
  title,
  description: `${title}, twilight set`,
  type: 'image',
  src: '/images/portfolio/drone-1.jpg',
  alt: `${title} from above`,
  order,
  version,
  updatedAt: AT,
});

/** A video item: no alt text. */
function video(id: string, title: string) {
  const { alt: _alt, ...fields } = item(id, 0, 2, title);
  return { ...fields, type: 'video', src: 'M7lc1UVf-VE' };
}

async function writeOldDataDir(dataDir: string): Promise<void> {
  const store = await openTestStore(dataDir);
  const portfolio = await store.collection<Record<string, unknown>>({
    name: 'portfolio',
    indexes: [{ field: 'collection' }],
  });
  await portfolio.insertMany([
    { _id: 'dronePortfolio:drone-lake', collection: 'dronePortfolio', ...item('drone-lake', 1, 3, 'Lake') },
    { _id: 'dronePortfolio:drone-farm', collection: 'dronePortfolio', ...item('drone-farm', 0, 1, 'Farm') },
    // Deleted, and the process died before its audit line and the trash got it.
    {
      _id: 'dronePortfolio:drone-gone',
      collection: 'dronePortfolio',
      ...item('drone-gone', 2, 2, 'Gone'),
      deleted: true,
      pendingAuditId: 'old-delete-1',
      pendingAudit: {
        who: 'owner@lumen.test',
        action: 'delete',
        collection: 'dronePortfolio',
        itemId: 'drone-gone',
        at: AT,
        beforeVersion: 2,
      },
    },
    ...COLLECTION_KEYS.map((key) => ({ _id: `seeded:${key}`, seededAt: AT, count: 3 })),
    // What a move cut short by a crash leaves: an item already rewritten as an entry.
    {
      _id: 'dronePortfolio:drone-moved',
      kind: 'dronePortfolio',
      slugKey: 'dronePortfolio:drone-moved',
      version: 5,
      entry: {
        ...item('drone-moved', 3, 5, 'Moved'),
        slug: 'drone-moved',
        status: 'published',
        createdAt: AT,
      },
    },
  ]);
  // ... and one collection's seed marker already copied to the content service's.
  const addresses = await store.collection<Record<string, unknown>>({ name: 'content-addresses' });
  await addresses.insert({ _id: 'seeded:dronePortfolio', seededAt: AT });
  const trash = await store.collection<Record<string, unknown>>({
    name: 'trash',
    indexes: [{ field: 'purgeAt' }],
  });
  await trash.insert({
    _id: 'old-trash-1',
    id: 'old-trash-1',
    kind: 'videoPortfolio',
    area: 'portfolio',
    entry: video('video-old', 'Old tour'),
    deletedAt: AT,
    purgeAt: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
    who: 'owner@lumen.test',
  });
}

let owner: OwnerClient | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

const drone = async (client: OwnerClient) =>
  json<PortfolioItem[]>(await fetch(`${client.app.url}/api/portfolio/dronePortfolio`));

describe('a DATA_DIR from the portfolio store', () => {
  it('when the server starts on it, then the items keep their ids, versions and order, and nothing built-in comes back', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumen-old-portfolio-'));
    await writeOldDataDir(dataDir);
    owner = await startAsOwner({}, dataDir);
    const items = await drone(owner);
    expect(items.map((i) => [i.id, i.order, i.version, i.updatedAt])).toEqual([
      ['drone-farm', 0, 1, AT],
      ['drone-lake', 1, 3, AT],
      ['drone-moved', 3, 5, AT],
    ]);
    expect(items[1]).toEqual(item('drone-lake', 1, 3, 'Lake'));
    // Every collection was seeded before: the owner's emptied collections stay empty.
    expect(await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/videoPortfolio`))).toEqual(
      [],
    );

    // The half-done delete was finished: its audit line, and the item in the trash.
    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit?collection=dronePortfolio'));
    expect(audit.map((e) => `${e.action}:${e.itemId}`)).toEqual(['delete:drone-gone']);
    const trash = await json<TrashItem[]>(await owner.call('/api/admin/trash'));
    expect(trash.map((t) => [t.kind, t.itemId, t.name]).sort()).toEqual([
      ['dronePortfolio', 'drone-gone', 'Gone'],
      ['videoPortfolio', 'video-old', 'Old tour'],
    ]);

    // A moved item is edited and reordered as any other: a stale version is still a 409.
    const stale = await owner.call('/api/portfolio/dronePortfolio', {
      method: 'PUT',
      json: { ...item('drone-lake', 1, 3, 'Lake'), version: 2 },
    });
    expect(stale.status).toBe(409);
    const saved = await owner.call('/api/portfolio/dronePortfolio', {
      method: 'PUT',
      json: { ...item('drone-lake', 1, 3, 'Lake on the hill'), version: 3 },
    });
    expect(await json<PortfolioItem>(saved)).toMatchObject({
      title: 'Lake on the hill',
      version: 4,
      order: 1,
    });

    // Both trash items of the old store come back where they were.
    for (const { id } of trash) {
      expect((await owner.call(`/api/admin/trash/${id}/restore`, { method: 'POST' })).status).toBe(200);
    }
    expect((await drone(owner)).map((i) => [i.id, i.version])).toEqual([
      ['drone-farm', 1],
      ['drone-lake', 4],
      ['drone-gone', 3],
      ['drone-moved', 5],
    ]);
    const video = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/videoPortfolio`));
    expect(video).toEqual([
      expect.objectContaining({
        id: 'video-old',
        title: 'Old tour',
        version: 3,
        order: 0,
        src: 'M7lc1UVf-VE',
      }),
    ]);

    // A second start finds nothing left to move and changes nothing.
    const before = await json<Record<string, PortfolioItem[]>>(await owner.call('/api/admin/portfolio'));
    await owner.app.close({ keepData: true });
    owner = await startAsOwner({}, dataDir);
    expect(await json<Record<string, PortfolioItem[]>>(await owner.call('/api/admin/portfolio'))).toEqual(
      before,
    );
    expect(await json<TrashItem[]>(await owner.call('/api/admin/trash'))).toEqual([]);
  });
});
