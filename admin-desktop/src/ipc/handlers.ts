import { ApiError } from '#shared/api/api-error.ts';
import {
  type AnswerOf,
  type InputOf,
  type OfflineCallName,
  OWNER_CALL_NAMES,
  OWNER_CALLS,
  type OwnerCallName,
} from '#shared/api/owner-calls.ts';
import { safeParsePlain } from '#shared/schemas/field-problems.ts';
import type { DesktopSync } from '../sync/desktop-sync.ts';
import type { UploadSource } from '../sync/prepare-upload.ts';
import {
  CHANNELS,
  type Channel,
  type Envelope,
  type EventName,
  type EventOf,
  envelopeSchema,
  invalidInput,
  isChannel,
  type PickedFile,
  type RequestOf,
  type ResponseOf,
  type CallChannel,
  callChannel,
} from './contract.ts';

/** What the handlers need beyond the sync logic: the host's dialogs (Electron's, or a test's). */
export interface HostServices {
  pickImages(multiple: boolean): Promise<PickedFile[]>;
  /** The file a picked token stands for; undefined when the token is unknown (never handed out). */
  pickedFile(token: string): { path: string; name: string } | undefined;
  saveFile(filename: string, content: string): Promise<boolean>;
  log(message: string, error: unknown): void;
}

/** Where a request came from, so progress can be sent back to that window only. */
interface RequestContext {
  emit<E extends EventName>(event: E, payload: EventOf<E>): void;
}

type Handlers = {
  [C in Channel]: (request: RequestOf<C>, context: RequestContext) => Promise<ResponseOf<C>>;
};

/**
 * The owner's calls as declared (shared/api/owner-calls.ts): those kept offline go to the sync's
 * offline copy and queue; every other one is passed on to the site, a read when the site answers
 * it, a write at once or not at all (never queued).
 */
function callHandlers(sync: DesktopSync) {
  const offline: { [N in OfflineCallName]: (input: InputOf<N>) => Promise<AnswerOf<N>> } = {
    portfolio: () => sync.portfolio(),
    createItem: ({ key, item }) => sync.createItem(key, item),
    updateItem: ({ key, item }) => sync.updateItem(key, item),
    deleteItem: async ({ key, id, version }) => {
      await sync.deleteItem(key, id, version);
      return null;
    },
    reorder: ({ key, ids }) => sync.reorder(key, ids),
  };
  const online = <N extends OwnerCallName>(name: N) => {
    const carry = OWNER_CALLS[name].method === 'GET' ? sync.siteRead : sync.siteWrite;
    return (input: InputOf<N>) => carry.call(sync, (api) => api.run(name, input));
  };
  const handler = (name: OwnerCallName) =>
    Object.hasOwn(offline, name) ? offline[name as OfflineCallName] : online(name);
  const entries = OWNER_CALL_NAMES.map((name) => [callChannel(name), handler(name)]);
  return Object.fromEntries(entries) as Pick<Handlers, CallChannel>;
}

/** Each channel's work: a thin mapping onto DesktopSync (all rules live there). */
export function createHandlers(sync: DesktopSync, host: HostServices): Handlers {
  const uploadSource = (file: RequestOf<'upload:file'>['file']): UploadSource => {
    if ('bytes' in file) return { name: file.name, bytes: file.bytes };
    const picked = host.pickedFile(file.token);
    if (!picked) throw new ApiError(400, 'That file was not chosen in this app. Choose it again.');
    return picked;
  };
  return {
    'connection:get': async () => ({ siteUrl: sync.siteUrl }),
    'connection:set': async ({ siteUrl }) => ({ siteUrl: await sync.setConnection(siteUrl) }),
    'session:info': () => sync.sessionInfo(),
    'session:sign-in': (input) => sync.signIn(input),
    'session:sign-out': async () => {
      await sync.signOut();
      return null;
    },
    'content:request': async ({ method, path, body }) =>
      (await sync.contentRequest(method, path, body)) as ResponseOf<'content:request'>,
    'upload:file': ({ uploadId, file }, context) =>
      sync.upload(uploadSource(file), (progress) =>
        context.emit('upload:progress', { uploadId, ...progress }),
      ),
    'files:pick-images': ({ multiple }) => host.pickImages(multiple),
    'files:save': async ({ filename, content }) => ({ saved: await host.saveFile(filename, content) }),
    ...callHandlers(sync),
    'queue:status': async () => sync.status(),
    'queue:sync-now': () => sync.syncNow(),
    'queue:resolve': ({ conflictId, choice }) => sync.resolveConflict(conflictId, choice),
    'queue:dismiss': ({ failureId }) => sync.dismissFailure(failureId),
    'queue:send-as-me': ({ from }) => sync.sendAsMe(from),
  };
}

/**
 * One message from the renderer: the channel must exist, the request must match its schema, and
 * the answer must match its schema too. Errors become data ({ status, message }): ApiErrors keep
 * the server's wording; anything unexpected is logged here and reported without details.
 */
export async function dispatch(
  handlers: Handlers,
  host: HostServices,
  channel: unknown,
  request: unknown,
  context: RequestContext,
): Promise<Envelope<unknown>> {
  if (!isChannel(channel)) return { ok: false, error: { status: 404, message: 'Unknown channel' } };
  const spec = CHANNELS[channel];
  const parsed = safeParsePlain(spec.request, request);
  if (!parsed.success) return { ok: false, error: invalidInput(parsed.error, request) };
  try {
    const handler = handlers[channel] as (r: unknown, c: RequestContext) => Promise<unknown>;
    const value = spec.response.parse(await handler(parsed.data, context));
    return envelopeSchema(spec.response).parse({ ok: true, value }) as Envelope<unknown>;
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = error.fields.length ? { fields: error.fields } : {};
      return { ok: false, error: { status: error.status, message: error.message.slice(0, 2000), ...fields } };
    }
    host.log(`IPC ${channel} failed`, error);
    return {
      ok: false,
      error: { status: 500, message: 'Something went wrong in the app. Please try again.' },
    };
  }
}
