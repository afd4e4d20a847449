import { z } from 'zod';
import {
  OWNER_CALL_NAMES,
  OWNER_CALLS,
  type OwnerCallName,
  type OwnerCalls,
} from '#shared/api/owner-calls.ts';
import { loginSchema } from '#shared/schemas/auth.ts';
import { fieldProblemSchema, problemsOf, summaryOf } from '#shared/schemas/field-problems.ts';
import { uploadAnswerSchema } from '#shared/schemas/upload.ts';
import { syncStatusSchema } from '../sync/sync-status.ts';

/**
 * The whole bridge between the renderer and the main process: every channel with the schema of
 * its request and of its answer. The preload checks both before passing anything on; the main
 * process checks both again (a compromised renderer could skip the preload's checks).
 */

export const MAX_DROPPED_FILE_BYTES = 200 * 1024 * 1024;

const bytesSchema = z.custom<Uint8Array>(
  (value) => Object.prototype.toString.call(value) === '[object Uint8Array]',
  'must be the file bytes',
);

const sessionViewSchema = z.object({
  authenticated: z.boolean(),
  name: z.string().optional(),
  email: z.string().optional(),
  /** Not confirmed by the server: the site is unreachable and the saved identity is shown. */
  offline: z.boolean().optional(),
});

const pickedFileSchema = z.object({
  token: z.uuid(),
  name: z.string().max(255),
  size: z.number().int().min(0),
  type: z.string().max(100),
});
export type PickedFile = z.infer<typeof pickedFileSchema>;

const uploadRequestSchema = z.object({
  uploadId: z.uuid(),
  file: z.union([
    /** A file chosen in the native dialog: the main process knows its path, the renderer never does. */
    z.strictObject({ token: z.uuid() }),
    /** A dropped file: its bytes. */
    z.strictObject({
      name: z.string().min(1).max(255),
      bytes: bytesSchema.refine((b) => b.byteLength <= MAX_DROPPED_FILE_BYTES, 'file is too large'),
    }),
  ]),
});

const uploadProgressSchema = z.object({
  uploadId: z.uuid(),
  phase: z.enum(['preparing', 'uploading', 'queued', 'done', 'failed']),
  sent: z.number().int().min(0).optional(),
  total: z.number().int().min(0).optional(),
  message: z.string().max(2000).optional(),
});
export type UploadProgressEvent = z.infer<typeof uploadProgressSchema>;

const none = z.undefined();
const done = z.null();

/** Each of the owner's calls as a channel `api:<name>`, made from its declaration (docs/api-calls.md). */
type CallChannels = {
  [N in OwnerCallName as `api:${N}`]: { request: OwnerCalls[N]['input']; response: OwnerCalls[N]['answer'] };
};
export type CallChannel = keyof CallChannels;
export const callChannel = <N extends OwnerCallName>(name: N) => `api:${name}` as const;
function callChannels(): CallChannels {
  const entries = OWNER_CALL_NAMES.map((name) => [
    callChannel(name),
    { request: OWNER_CALLS[name].input, response: OWNER_CALLS[name].answer },
  ]);
  return Object.fromEntries(entries) as CallChannels;
}

export const CHANNELS = {
  'connection:get': { request: none, response: z.object({ siteUrl: z.string().nullable() }) },
  'connection:set': {
    request: z.strictObject({ siteUrl: z.string().max(300) }),
    response: z.object({ siteUrl: z.string() }),
  },
  'session:info': { request: none, response: sessionViewSchema },
  'session:sign-in': { request: loginSchema, response: sessionViewSchema },
  'session:sign-out': { request: none, response: done },
  /**
   * A call of the admin's content API (projects, posts), as the shared client's `request` makes
   * it: entry reads and writes go through the offline cache and the durable queue, versions and
   * restore to the site (DesktopSync.contentRequest). The body is checked there by its kind's schema.
   */
  'content:request': {
    request: z.strictObject({
      method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
      path: z
        .string()
        .max(400)
        .regex(/^\/api\/admin\/content\/[A-Za-z0-9_%/?=.-]+$/, 'must be an address of the content API'),
      body: z.unknown().optional(),
    }),
    response: z.union([z.null(), z.looseObject({}), z.array(z.looseObject({}))]),
  },
  'upload:file': { request: uploadRequestSchema, response: uploadAnswerSchema },
  'files:pick-images': {
    request: z.strictObject({ multiple: z.boolean() }),
    response: z.array(pickedFileSchema),
  },
  'files:save': {
    request: z.strictObject({
      filename: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[\w .-]+$/, 'must be a plain file name'),
      content: z.string().max(50 * 1024 * 1024),
      mimeType: z.string().max(100),
    }),
    response: z.object({ saved: z.boolean() }),
  },
  ...callChannels(),
  'queue:status': { request: none, response: syncStatusSchema },
  'queue:sync-now': { request: none, response: syncStatusSchema },
  'queue:resolve': {
    request: z.strictObject({ conflictId: z.uuid(), choice: z.enum(['mine', 'server']) }),
    response: syncStatusSchema,
  },
  'queue:dismiss': { request: z.strictObject({ failureId: z.uuid() }), response: syncStatusSchema },
  /**
   * "Send them as me": the waiting changes of `from` (another owner's e-mail, as the status's
   * `held` names it) become the signed-in owner's, and are sent (DesktopSync.sendAsMe).
   */
  'queue:send-as-me': {
    request: z.strictObject({ from: z.string().min(1).max(320) }),
    response: syncStatusSchema,
  },
} as const;

/** Messages the main process sends on its own (no request). */
export const EVENTS = {
  'sync:status': syncStatusSchema,
  'upload:progress': uploadProgressSchema,
  /** A menu choice the renderer carries out (it owns the screens). */
  'app:command': z.object({ command: z.enum(['change-site', 'sync-now', 'show-sync']) }),
} as const;

export type Channel = keyof typeof CHANNELS;
export type EventName = keyof typeof EVENTS;
export type RequestOf<C extends Channel> = z.input<(typeof CHANNELS)[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['response']>;
export type EventOf<E extends EventName> = z.output<(typeof EVENTS)[E]>;

const ipcErrorSchema = z.object({
  status: z.number().int(),
  message: z.string().max(2000),
  fields: z.array(fieldProblemSchema).max(200).optional(),
});
type IpcError = z.infer<typeof ipcErrorSchema>;
/** Errors cross the bridge as data: an Error thrown in main would lose its HTTP status on the way. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ipcErrorSchema }),
  ]);
}

export const isChannel = (name: unknown): name is Channel =>
  typeof name === 'string' && Object.hasOwn(CHANNELS, name);
export const isEventName = (name: unknown): name is EventName =>
  typeof name === 'string' && Object.hasOwn(EVENTS, name);

/** A failed check of a request, worded as the API words a refusal (shared/schemas/field-problems.ts). */
export function invalidInput(error: z.ZodError, input: unknown): IpcError {
  const fields = problemsOf(error, {}, input);
  return { status: 400, message: summaryOf(fields), fields };
}

/** What the renderer sees as `window.desktop`. */
export interface DesktopBridge {
  invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<Envelope<ResponseOf<C>>>;
  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void;
}
