import { ApiError, messageOf } from '#shared/api/api-error.ts';
import type { ApiClient } from '#shared/api/client.ts';
import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { isNetworkError } from './http-transport.ts';
import { sameContent, withUploadUrls } from './pending-view.ts';
import { isPlaceholder, type QueuedOp, type UploadOp } from './queue-ops.ts';

export type ReplayOutcome =
  | { kind: 'done'; uploadUrl?: string }
  | { kind: 'conflict'; message: string; server: PortfolioItem | null }
  | { kind: 'failed'; status: number; message: string }
  /** Not sent (or answer unknown): try again later. `reason` says what has to change first. */
  | { kind: 'retry'; reason: 'offline' | 'signed-out' | 'server' };

export interface ReplayContext {
  api: ApiClient;
  uploads: Readonly<Record<string, string>>;
  readFile(op: UploadOp): Promise<Buffer | undefined>;
  sendUpload(bytes: Buffer, name: string): Promise<{ url: string }>;
}

const DELETED_ELSEWHERE = 'This item was deleted on the server after you changed it here.';
const MISSING_UPLOAD =
  'Its image could not be uploaded (see the failed upload), so this change was not sent.';

/** An answer that means "not now" rather than "never": no connection, signed out, server trouble. */
function retryFor(error: unknown): ReplayOutcome | undefined {
  if (isNetworkError(error)) return { kind: 'retry', reason: 'offline' };
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401 || error.status === 403) return { kind: 'retry', reason: 'signed-out' };
  if (error.status === 429 || error.status >= 500) return { kind: 'retry', reason: 'server' };
  return undefined;
}

const failed = (error: unknown): ReplayOutcome => ({
  kind: 'failed',
  status: error instanceof ApiError ? error.status : 0,
  message: messageOf(error),
});

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

async function currentItem(api: ApiClient, key: CollectionKey, id: string): Promise<PortfolioItem | null> {
  return (await api.publicPortfolio(key)).find((item) => item.id === id) ?? null;
}

/** The order the owner chose, kept valid against the server's list: unknown ids out, new ones last. */
async function mergedOrder(api: ApiClient, key: CollectionKey, wanted: string[]): Promise<string[]> {
  const server = (await api.publicPortfolio(key)).map((item) => item.id);
  const known = new Set(server);
  const ordered = wanted.filter((id) => known.has(id));
  const chosen = new Set(ordered);
  return [...ordered, ...server.filter((id) => !chosen.has(id))];
}

async function send(op: QueuedOp, ctx: ReplayContext): Promise<ReplayOutcome> {
  const { api } = ctx;
  switch (op.kind) {
    case 'create': {
      const item = withUploadUrls(op.item, ctx.uploads);
      if (isPlaceholder(item.src) || isPlaceholder(item.thumbnail))
        return failed(new ApiError(424, MISSING_UPLOAD));
      try {
        await api.createItem(op.key, item);
        return { kind: 'done' };
      } catch (error) {
        if (!isStatus(error, 409)) throw error;
        // "Already exists": our own earlier attempt (crash before the answer) or someone else's item.
        const current = await currentItem(api, op.key, item.id);
        if (current && sameContent(current, item)) return { kind: 'done' };
        return { kind: 'conflict', message: messageOf(error), server: current };
      }
    }
    case 'update': {
      const item = withUploadUrls(op.item, ctx.uploads);
      if (isPlaceholder(item.src) || isPlaceholder(item.thumbnail))
        return failed(new ApiError(424, MISSING_UPLOAD));
      try {
        await api.updateItem(op.key, item);
        return { kind: 'done' };
      } catch (error) {
        if (isStatus(error, 404)) return { kind: 'conflict', message: DELETED_ELSEWHERE, server: null };
        if (!isStatus(error, 409)) throw error;
        // "Version changed": our own earlier attempt when the server holds exactly the next
        // version with our content; anything else was changed elsewhere.
        const current = await currentItem(api, op.key, item.id);
        if (!current) return { kind: 'conflict', message: DELETED_ELSEWHERE, server: null };
        if (current.version === item.version + 1 && sameContent(current, item)) return { kind: 'done' };
        return { kind: 'conflict', message: messageOf(error), server: current };
      }
    }
    case 'delete': {
      // Gone already (maybe by our own earlier attempt): done.
      const current = await currentItem(api, op.key, op.itemId);
      if (!current) return { kind: 'done' };
      if (op.expectedVersion !== undefined && current.version !== op.expectedVersion) {
        return {
          kind: 'conflict',
          message: `This item was changed on the server (now version ${current.version}) after you deleted it here.`,
          server: current,
        };
      }
      try {
        await api.deleteItem(op.key, op.itemId);
      } catch (error) {
        if (!isStatus(error, 404)) throw error;
      }
      return { kind: 'done' };
    }
    case 'reorder':
      // Setting an order twice gives the same result: a replay after a crash is harmless.
      await api.reorder(op.key, await mergedOrder(api, op.key, op.ids));
      return { kind: 'done' };
    case 'upload': {
      const bytes = await ctx.readFile(op);
      if (!bytes) return failed(new ApiError(410, `${op.fileName} is no longer on this computer.`));
      // The server names an upload after its bytes: sending them again answers the same url.
      const { url } = await ctx.sendUpload(bytes, op.fileName);
      return { kind: 'done', uploadUrl: url };
    }
  }
}

/**
 * Sends one queued operation and says what became of it. Never throws: every answer is sorted
 * into done, conflict (the owner decides), failed (the server's message is kept) or retry later.
 */
export async function replayOp(op: QueuedOp, ctx: ReplayContext): Promise<ReplayOutcome> {
  try {
    return await send(op, ctx);
  } catch (error) {
    return retryFor(error) ?? failed(error);
  }
}
