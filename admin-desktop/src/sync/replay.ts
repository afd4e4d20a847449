import { ApiError, fieldProblemsOf, messageOf } from '#shared/api/api-error.ts';
import type { HttpApiClient } from '#shared/api/client.ts';
import type { CacheChange } from './portfolio-cache.ts';
import { kindClient, kindOf, type SyncedItem } from './content-kinds.ts';
import { isNetworkError } from './http-transport.ts';
import { someString } from './item-values.ts';
import { withUploadUrls } from './pending-view.ts';
import { isPlaceholder, type QueuedOp, type UploadOp } from './queue-ops.ts';

export type ReplayOutcome =
  /** `result`: the server's state after the change, from its answer (the cache takes it at once). */
  | { kind: 'done'; uploadUrl?: string; result?: CacheChange }
  | { kind: 'conflict'; message: string; server: SyncedItem | null }
  | { kind: 'failed'; status: number; message: string }
  /** Not sent (or answer unknown): try again later. `reason` says what has to change first. */
  | { kind: 'retry'; reason: 'offline' | 'signed-out' | 'server' };

interface ReplayContext {
  api: HttpApiClient;
  uploads: Readonly<Record<string, string>>;
  readFile(op: UploadOp): Promise<Buffer | undefined>;
  sendUpload(bytes: Buffer, name: string): Promise<{ url: string }>;
}

const DELETED_ELSEWHERE = 'This item was deleted on the server after you changed it here.';
const EARLIER_NOT_APPLIED =
  'An earlier change you made to this item did not go through, so this one was not sent.';
const MISSING_UPLOAD =
  'Its image could not be uploaded (see the failed upload), so this change was not sent.';
const changedElsewhere = (version: number) =>
  `This item was changed elsewhere (now version ${version}). Choose which version to keep.`;

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

/** The op is replayed claimed (this send counted): more than one attempt means an earlier one may have landed. */
const sentBefore = (op: QueuedOp) => op.attempts > 1;

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

type ItemOp = Extract<QueuedOp, { kind: 'create' | 'update' | 'delete' | 'reorder' }>;

/** The calls of the op's content kind, and the server's item as it is now (null: not there). */
function calls(api: HttpApiClient, op: ItemOp) {
  const client = kindClient(api, kindOf(op.key));
  return {
    ...client,
    sameContent: kindOf(op.key).sameContent,
    current: (id: string) => client.current(op.key, id),
  };
}

/** A conflict that shows what the server holds NOW (never a state recorded earlier). */
const conflictWith = (message: string, server: SyncedItem | null): ReplayOutcome => ({
  kind: 'conflict',
  message,
  server,
});

const upsert = (key: string, item: SyncedItem): CacheChange => ({ type: 'upsert', key, item });

async function send(op: QueuedOp, ctx: ReplayContext): Promise<ReplayOutcome> {
  if (op.kind === 'upload') {
    const bytes = await ctx.readFile(op);
    if (!bytes) return failed(new ApiError(410, `${op.fileName} is no longer on this computer.`));
    // The server names an upload after its bytes: sending them again answers the same url.
    const { url } = await ctx.sendUpload(bytes, op.fileName);
    return { kind: 'done', uploadUrl: url };
  }
  const kind = calls(ctx.api, op);
  switch (op.kind) {
    case 'create': {
      const item = withUploadUrls(op.item, ctx.uploads);
      if (someString(item, isPlaceholder)) return failed(new ApiError(424, MISSING_UPLOAD));
      try {
        return { kind: 'done', result: upsert(op.key, await kind.create(op.key, item)) };
      } catch (error) {
        if (!isStatus(error, 409)) throw error;
        // A field named (another entry has the address): refused, not a conflict with an item
        // that is not there, whose "keep mine" would meet the same address again.
        if (fieldProblemsOf(error).length > 0) return failed(error);
        // "Already exists": our own earlier attempt (crash before the answer) or someone else's item.
        const current = await kind.current(item.id);
        // The id was used and its item deleted since (the server refuses to create it again): our
        // earlier attempt landed and was deleted elsewhere. Applied once; the deletion stands.
        if (!current && sentBefore(op))
          return { kind: 'done', result: { type: 'remove', key: op.key, id: item.id } };
        if (current && current.version === 1 && sentBefore(op) && kind.sameContent(current, item))
          return { kind: 'done', result: upsert(op.key, current) };
        return conflictWith(messageOf(error), current);
      }
    }
    case 'update': {
      // Based on a change of ours that never went through: sending it would be a guess.
      if (op.basedOn) return conflictWith(EARLIER_NOT_APPLIED, await kind.current(op.item.id));
      const item = withUploadUrls(op.item, ctx.uploads);
      if (someString(item, isPlaceholder)) return failed(new ApiError(424, MISSING_UPLOAD));
      try {
        return { kind: 'done', result: upsert(op.key, await kind.update(op.key, item.id, item)) };
      } catch (error) {
        if (isStatus(error, 404)) return conflictWith(DELETED_ELSEWHERE, null);
        if (!isStatus(error, 409)) throw error;
        // "Version changed": our own earlier attempt (answer lost) when the server holds exactly
        // the version that attempt made, with its content; anything else was changed elsewhere.
        const current = await kind.current(item.id);
        if (!current) return conflictWith(DELETED_ELSEWHERE, null);
        if (sentBefore(op) && current.version === item.version + 1 && kind.sameContent(current, item))
          return { kind: 'done', result: upsert(op.key, current) };
        // The version is the one we sent: refused for another reason (a slug taken): not a conflict.
        if (current.version === item.version) return failed(error);
        return conflictWith(changedElsewhere(current.version), current);
      }
    }
    case 'delete': {
      const removed: ReplayOutcome = { kind: 'done', result: { type: 'remove', key: op.key, id: op.itemId } };
      if (op.basedOn) {
        const current = await kind.current(op.itemId);
        return current ? conflictWith(EARLIER_NOT_APPLIED, current) : removed;
      }
      try {
        // Conditional on the version the owner saw: the server refuses if it holds another.
        await kind.remove(op.key, op.itemId, op.expectedVersion);
      } catch (error) {
        // Gone already (maybe by our own earlier attempt): done.
        if (isStatus(error, 404)) return removed;
        if (!isStatus(error, 409)) throw error;
        const current = await kind.current(op.itemId);
        if (!current) return removed;
        return conflictWith(
          `This item was changed on the server (now version ${current.version}) after you deleted it here.`,
          current,
        );
      }
      return removed;
    }
    case 'reorder': {
      // The order the owner chose, kept valid against the server's list: unknown ids out, new
      // ones last. Setting an order twice gives the same result: a replay after a crash is harmless.
      const server = (await kind.list(op.key)).map((item) => item.id);
      const known = new Set(server);
      const ordered = op.ids.filter((id) => known.has(id));
      const chosen = new Set(ordered);
      const items = await kind.order(op.key, [...ordered, ...server.filter((id) => !chosen.has(id))]);
      return { kind: 'done', result: { type: 'list', key: op.key, items } };
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
