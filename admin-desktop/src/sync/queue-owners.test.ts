import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopHomePerTest } from '../testing/desktop-fixtures.ts';
import { queuedOpBase, queuedVideo, queuedVideoEdit } from '../testing/queued-ops.ts';
import { emptyQueue, OperationQueue } from './operation-queue.ts';
import { enqueue } from './queue-coalesce.ts';
import type { QueuedOp, QueueFile } from './queue-ops.ts';
import { heldFor, takeOver } from './queue-owners.ts';

/** Whose queued changes are whose, without a server: folding, claiming, the held count, taking over. */

const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';
const create = (by: string, id: string): QueuedOp => ({
  ...queuedOpBase(by),
  kind: 'create',
  key: 'videoPortfolio',
  item: queuedVideo(id, 'Draft'),
});
const reorder = (by: string, ids: string[]): QueuedOp => ({
  ...queuedOpBase(by),
  kind: 'reorder',
  key: 'videoPortfolio',
  ids,
});

describe("folding one owner's change into another's", () => {
  it('when Ben edits an item Anna edited offline, then his edit is queued after hers, based on it, not folded in', () => {
    const q = emptyQueue();
    const hers = queuedVideoEdit('video-1', "Anna's", 3, ANNA);
    enqueue(q, hers);
    enqueue(q, queuedVideoEdit('video-1', "Ben's", 4, BEN));
    expect(
      q.ops.map((o) => [o.by, o.kind === 'update' && o.item.title, o.kind === 'update' && o.basedOn]),
    ).toEqual([
      [ANNA, "Anna's", undefined],
      [BEN, "Ben's", hers.id],
    ]);
    // His own second edit still folds into his first.
    enqueue(q, queuedVideoEdit('video-1', "Ben's again", 4, BEN));
    expect(q.ops.map((o) => o.kind === 'update' && o.item.title)).toEqual(["Anna's", "Ben's again"]);
  });

  it('when Ben deletes an item Anna created offline, then her create stays and his delete follows it', () => {
    const q = emptyQueue();
    const hers = create(ANNA, 'video-9');
    enqueue(q, hers);
    enqueue(q, {
      ...queuedOpBase(BEN),
      kind: 'delete',
      key: 'videoPortfolio',
      itemId: 'video-9',
      expectedVersion: 1,
    });
    expect(q.ops.map((o) => [o.kind, o.by, o.kind === 'delete' && o.basedOn])).toEqual([
      ['create', ANNA, false],
      ['delete', BEN, hers.id],
    ]);
  });

  it('when Ben sets an order after Anna did, then hers is kept and his follows', () => {
    const q = emptyQueue();
    enqueue(q, reorder(ANNA, ['video-2', 'video-1']));
    enqueue(q, reorder(BEN, ['video-1', 'video-2']));
    expect(q.ops.map((o) => o.by)).toEqual([ANNA, BEN]);
  });
});

describe('the held changes', () => {
  it('when another owner made the first changes, then they are held, counted by that owner, and may be taken over', () => {
    const q: QueueFile = {
      ...emptyQueue(),
      ops: [
        queuedVideoEdit('video-0', 'Old', 3),
        queuedVideoEdit('video-1', 'A1', 3, ANNA),
        queuedVideoEdit('video-2', 'B1', 3, BEN),
        queuedVideoEdit('video-3', 'A2', 3, ANNA),
      ],
    };
    // A change from before owners were recorded is anyone's: it holds nothing.
    expect(heldFor(q.ops, BEN)).toEqual({ by: ANNA, count: 2 });
    expect(heldFor(q.ops, ANNA)).toEqual({ by: BEN, count: 1 });
    expect(heldFor(q.ops.slice(0, 1), BEN)).toBeNull();

    expect(takeOver(q, ANNA, BEN)).toBe(2);
    expect(q.ops.map((o) => o.by)).toEqual([undefined, BEN, BEN, BEN]);
    expect(heldFor(q.ops, BEN)).toBeNull();
  });
});

describe('claiming the head of the queue', () => {
  const openHome = desktopHomePerTest();

  it("when the head is another owner's, then it is held: not taken and no attempt counted, on disk either", async () => {
    const home = await openHome();
    const queue = await OperationQueue.open(home.dir);
    await queue.append(queuedVideoEdit('video-1', "Anna's", 3, ANNA));
    expect(await queue.claimHead(BEN)).toBe('held');
    expect(await queue.claimHead(undefined)).toBe('held');
    const onDisk = JSON.parse(await readFile(join(home.dir, 'queue.json'), 'utf8')) as QueueFile;
    expect(onDisk.ops[0]).toMatchObject({ by: ANNA, attempts: 0 });
    expect(await queue.claimHead(ANNA)).toMatchObject({ by: ANNA, attempts: 1 });
  });
});
