import { randomUUID } from 'node:crypto';
import { createItemSchema } from '#shared/schemas/portfolio.ts';
import type { CreateOp, QueuedOp } from '../sync/queue-ops.ts';

/**
 * Queued changes made by hand, for the tests of the queue's rules (no app, no server). Every
 * queued change starts as the app's own do (opBase in sync/queue-owners.ts): a fresh id, never
 * sent, and the owner who made it, absent when `by` is (a queue from before owners were recorded).
 */
export const queuedOpBase = (by?: string) => ({
  id: randomUUID(),
  createdAt: '2026-01-01T00:00:00.000Z',
  attempts: 0,
  ...(by ? { by } : {}),
});

/** A video item's body as the queue holds it: checked by the shared schema (absent fields made explicit). */
export const queuedVideo = (id: string, title: string) =>
  createItemSchema.parse({
    id,
    title,
    description: 'd',
    type: 'video',
    src: 'M7lc1UVf-VE',
  }) as CreateOp['item'];

/** An edit of a video item as the app queues it, made on `version`, by `by` when given. */
export const queuedVideoEdit = (id: string, title: string, version: number, by?: string): QueuedOp => ({
  ...queuedOpBase(by),
  kind: 'update',
  key: 'videoPortfolio',
  item: { ...queuedVideo(id, title), version },
});
