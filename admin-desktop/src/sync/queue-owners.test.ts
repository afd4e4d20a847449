import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createItemSchema } from '#shared/schemas/portfolio.ts';
import { emptyQueue } from './operation-queue.ts';
import { enqueue } from './queue-coalesce.ts';
import type { CreateOp, QueuedOp } from './queue-ops.ts';

/** Whose queued changes are whose, without a server. */

const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';
const base = (by?: string) => ({ id: randomUUID(), createdAt: '2026-01-01T00:00:00.000Z', attempts: 0, by });
const video = (id: string, title: string) =>
  createItemSchema.parse({
    id,
    title,
    description: 'd',
    type: 'video',
    src: 'M7lc1UVf-VE',
  }) as CreateOp['item'];
const create = (by: string, id: string): QueuedOp => ({
  ...base(by),
  kind: 'create',
  key: 'videoPortfolio',
  item: video(id, 'Draft'),
});
const edit = (by: string | undefined, id: string, title: string, version = 3): QueuedOp => ({
  ...base(by),
  kind: 'update',
  key: 'videoPortfolio',
  item: { ...video(id, title), version },
});
const reorder = (by: string, ids: string[]): QueuedOp => ({
  ...base(by),
  kind: 'reorder',
  key: 'videoPortfolio',
  ids,
});

describe("folding one owner's change into another's", () => {
  it('when Ben edits an item Anna edited offline, then his edit is queued after hers, based on it, not folded in', () => {
    const q = emptyQueue();
    const hers = edit(ANNA, 'video-1', "Anna's");
    enqueue(q, hers);
    enqueue(q, edit(BEN, 'video-1', "Ben's", 4));
    expect(
      q.ops.map((o) => [o.by, o.kind === 'update' && o.item.title, o.kind === 'update' && o.basedOn]),
    ).toEqual([
      [ANNA, "Anna's", undefined],
      [BEN, "Ben's", hers.id],
    ]);
    // His own second edit still folds into his first.
    enqueue(q, edit(BEN, 'video-1', "Ben's again", 4));
    expect(q.ops.map((o) => o.kind === 'update' && o.item.title)).toEqual(["Anna's", "Ben's again"]);
  });

  it('when Ben deletes an item Anna created offline, then her create stays and his delete follows it', () => {
    const q = emptyQueue();
    const hers = create(ANNA, 'video-9');
    enqueue(q, hers);
    enqueue(q, {
      ...base(BEN),
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
