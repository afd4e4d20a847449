import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_KEYS, type PortfolioData, type PortfolioItem } from '#shared/schemas/portfolio.ts';
import { desktopHomePerTest } from '../testing/desktop-fixtures.ts';
import { queuedOpBase, queuedVideo, queuedVideoEdit } from '../testing/queued-ops.ts';
import { isNetworkError, mayHaveReachedServer } from './http-transport.ts';
import { emptyQueue, OperationQueue } from './operation-queue.ts';
import { applyPending } from './pending-view.ts';
import { sameContent } from './portfolio-items.ts';
import { enqueue } from './queue-coalesce.ts';
import { confirmDependents, type QueuedOp, type QueueFile } from './queue-ops.ts';

/** The queue's own rules, without a server: folding of unsent ops, the offline view, the file. */

const item = (id: string, order: number, title = id): PortfolioItem => ({
  id,
  title,
  description: 'd',
  type: 'video',
  src: 'M7lc1UVf-VE',
  order,
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const data = {
  ...Object.fromEntries(COLLECTION_KEYS.map((key) => [key, []])),
  videoPortfolio: [item('video-1', 0), item('video-2', 1)],
} as PortfolioData;

describe('folding queued operations', () => {
  it('when an item created offline is edited, then the create carries the edit and nothing else is queued', () => {
    const q = emptyQueue();
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'create',
      key: 'videoPortfolio',
      item: queuedVideo('video-9', 'Draft'),
    });
    enqueue(q, queuedVideoEdit('video-9', 'Final', 1));
    expect(q.ops).toEqual([
      expect.objectContaining({ kind: 'create', item: expect.objectContaining({ title: 'Final' }) }),
    ]);
  });

  it('when an item created offline is deleted, then neither is sent and later orders forget it', () => {
    const q = emptyQueue();
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'create',
      key: 'videoPortfolio',
      item: queuedVideo('video-9', 'Draft'),
    });
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'reorder',
      key: 'videoPortfolio',
      ids: ['video-9', 'video-1', 'video-2'],
    });
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'delete',
      key: 'videoPortfolio',
      itemId: 'video-9',
      expectedVersion: 1,
    });
    expect(q.ops).toEqual([expect.objectContaining({ kind: 'reorder', ids: ['video-1', 'video-2'] })]);
  });

  it('when an edit was already sent once (maybe applied), then a second edit is queued after it, based on it (no guessed version)', () => {
    const q = emptyQueue();
    const first: QueuedOp = { ...queuedVideoEdit('video-1', 'A', 3), attempts: 1 };
    q.ops.push(first);
    // The view shows the first edit as version 4; the second edit must not count on that.
    enqueue(q, queuedVideoEdit('video-1', 'B', 4));
    expect(q.ops).toEqual([
      first,
      expect.objectContaining({ item: expect.objectContaining({ title: 'B' }), basedOn: first.id }),
    ]);
    // A delete after both is based on the second (the last change of the item).
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'delete',
      key: 'videoPortfolio',
      itemId: 'video-1',
      expectedVersion: 5,
    });
    expect(q.ops.map((o) => o.kind)).toEqual(['update', 'delete']);
    expect(q.ops[1]).toMatchObject({ basedOn: first.id });
  });

  it('when the change a queued edit is based on is confirmed, then the edit is sent on the version the server answered', () => {
    const q = emptyQueue();
    const first: QueuedOp = { ...queuedVideoEdit('video-1', 'A', 3), attempts: 1 };
    q.ops.push(first);
    enqueue(q, queuedVideoEdit('video-1', 'B', 4));
    q.ops.shift();
    confirmDependents(q, first.id, { type: 'upsert', item: { version: 7 } });
    expect(q.ops[0]).toMatchObject({ item: expect.objectContaining({ title: 'B', version: 7 }) });
    expect(q.ops[0]).not.toHaveProperty('basedOn');
  });

  it('when the change a queued edit is based on turns out applied and deleted elsewhere, then the edit meets that deletion', () => {
    const q = emptyQueue();
    const first: QueuedOp = { ...queuedVideoEdit('video-1', 'A', 3), attempts: 1 };
    q.ops.push(first);
    enqueue(q, queuedVideoEdit('video-1', 'B', 4));
    q.ops.shift();
    confirmDependents(q, first.id, { type: 'remove' });
    // Sent as it is: the server answers 404, shown as "deleted on the server", not as a failed earlier change.
    expect(q.ops[0]).toMatchObject({ item: expect.objectContaining({ title: 'B', version: 4 }) });
    expect(q.ops[0]).not.toHaveProperty('basedOn');
  });

  it('when a create may have reached the server (its answer was lost), then a delete or an edit is queued after it', () => {
    const q = emptyQueue();
    const create = {
      ...queuedOpBase(),
      attempts: 1,
      kind: 'create',
      key: 'videoPortfolio',
      item: queuedVideo('video-9', 'Draft'),
    } as const;
    enqueue(q, create);
    enqueue(q, queuedVideoEdit('video-9', 'Final', 1));
    enqueue(q, { ...queuedOpBase(), kind: 'reorder', key: 'videoPortfolio', ids: ['video-9', 'video-1'] });
    enqueue(q, {
      ...queuedOpBase(),
      kind: 'delete',
      key: 'videoPortfolio',
      itemId: 'video-9',
      expectedVersion: 2,
    });
    // The unsent edit folds into the delete (which then expects the version before it); the create stays.
    expect(q.ops.map((o) => o.kind)).toEqual(['create', 'reorder', 'delete']);
    expect(q.ops[0]).toEqual(create);
    expect(q.ops[1]).toMatchObject({ ids: ['video-1'] });
    expect(q.ops[2]).toMatchObject({ itemId: 'video-9', expectedVersion: 1 });
  });

  it('when two edits of one item wait, then the last content is sent with the version the first one expected', () => {
    const q = emptyQueue();
    enqueue(q, queuedVideoEdit('video-1', 'A', 3));
    enqueue(q, queuedVideoEdit('video-1', 'B', 4));
    expect(q.ops).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ title: 'B', version: 3 }) }),
    ]);
  });
});

describe('a lost connection', () => {
  it('when a request timed out or its connection was cut, then it may have reached the server', async () => {
    let received = false;
    const server = createServer(() => {
      received = true; // and never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const timedOut = await fetch(`http://127.0.0.1:${port}/api/upload`, {
      method: 'POST',
      body: 'x',
      // Long enough for the request to arrive on a busy machine; the server never answers.
      signal: AbortSignal.timeout(1_500),
    }).catch((e: unknown) => e);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(received).toBe(true);
    expect(isNetworkError(timedOut)).toBe(true);
    expect(mayHaveReachedServer(timedOut)).toBe(true);
    expect(mayHaveReachedServer(new TypeError('terminated', { cause: new Error('other side closed') }))).toBe(
      true,
    );
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(mayHaveReachedServer(new TypeError('fetch failed', { cause: reset }))).toBe(true);
  });

  it('when the connection was refused or the host unknown, then the request never left', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const refused = await fetch(`http://127.0.0.1:${port}/api/upload`, { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(isNetworkError(refused)).toBe(true);
    expect(mayHaveReachedServer(refused)).toBe(false);
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND x.invalid'), { code: 'ENOTFOUND' });
    expect(mayHaveReachedServer(new TypeError('fetch failed', { cause: unknown }))).toBe(false);
  });
});

describe('the offline view', () => {
  it('when changes wait, then the cached data shows them in order, with the versions the server will give', () => {
    const ops: QueuedOp[] = [
      { ...queuedOpBase(), kind: 'create', key: 'videoPortfolio', item: queuedVideo('video-9', 'New') },
      {
        ...queuedOpBase(),
        kind: 'update',
        key: 'videoPortfolio',
        item: { ...queuedVideo('video-1', 'Renamed'), version: 3 },
      },
      { ...queuedOpBase(), kind: 'delete', key: 'videoPortfolio', itemId: 'video-2' },
      { ...queuedOpBase(), kind: 'reorder', key: 'videoPortfolio', ids: ['video-9', 'video-1'] },
    ];
    const view = applyPending(data, ops, {}).videoPortfolio;
    expect(view.map((i) => [i.id, i.title, i.order, i.version])).toEqual([
      ['video-9', 'New', 0, 1],
      ['video-1', 'Renamed', 1, 4],
    ]);
    expect(data.videoPortfolio).toHaveLength(2);
  });

  it('when the server rebuilt an embed, then the same item still counts as the same content', () => {
    const stored = {
      ...item('m-1', 0),
      type: 'embed' as const,
      src: '<iframe src="https://my.matterport.com/show/?m=x"></iframe>',
    };
    expect(
      sameContent(stored, { ...queuedVideo('m-1', 'm-1'), type: 'embed', src: '<iframe src=x onload=y>' }),
    ).toBe(true);
    expect(sameContent(stored, { ...queuedVideo('m-1', 'other'), type: 'embed', src: '<iframe>' })).toBe(
      false,
    );
  });

  it('when only the service-page mark differs, then it is not the same content (a queued mark is replayed)', () => {
    const stored = item('v-1', 0);
    expect(sameContent(stored, queuedVideo('v-1', 'v-1'))).toBe(true);
    expect(sameContent(stored, { ...queuedVideo('v-1', 'v-1'), featuredOnService: true })).toBe(false);
    const marked = { ...stored, featuredOnService: true };
    expect(sameContent(marked, { ...queuedVideo('v-1', 'v-1'), featuredOnService: true })).toBe(true);
    expect(sameContent(marked, queuedVideo('v-1', 'v-1'))).toBe(false);
  });
});

describe('the queue file', () => {
  const openHome = desktopHomePerTest();

  it('when the file is unreadable, then the app starts with an empty queue and keeps the damaged file aside', async () => {
    const home = await openHome();
    await writeFile(join(home.dir, 'queue.json'), '{"v":1,"ops":[{"kind":"create"');
    const queue = await OperationQueue.open(home.dir);
    expect(queue.ops).toEqual([]);
    const { readdir } = await import('node:fs/promises');
    const kept = (await readdir(home.dir)).filter((n) => n.startsWith('queue.json.unreadable-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(home.dir, kept[0]!), 'utf8')).toContain('"kind":"create"');
  });

  it('when ops are claimed, then the attempt is on disk before anything is sent', async () => {
    const home = await openHome();
    const queue = await OperationQueue.open(home.dir);
    await queue.update((q) =>
      enqueue(q, { ...queuedOpBase(), kind: 'delete', key: 'videoPortfolio', itemId: 'video-1' }),
    );
    const claimed = (await queue.claimHead(undefined)) as QueuedOp;
    const onDisk = JSON.parse(await readFile(join(home.dir, 'queue.json'), 'utf8')) as QueueFile;
    expect(onDisk.ops[0]).toMatchObject({ id: claimed.id, attempts: 1 });
    expect((await OperationQueue.open(home.dir)).ops[0]?.attempts).toBe(1);
  });
});
