import { z } from 'zod';
import { analyticsSummarySchema, summaryPeriodSchema } from '../schemas/analytics.ts';
import { inquiryIdSchema, inquirySchemaStored, inquiryStatusSchema } from '../schemas/inquiry.ts';
import { mediaIdSchema, mediaLibrarySchema } from '../schemas/media.ts';
import {
  type CollectionKey,
  collectionKeySchema,
  type CreateItemInput,
  createItemSchema,
  itemIdSchema,
  portfolioDataSchema,
  portfolioItemSchema,
  reorderSchema,
  type UpdateItemInput,
  updateItemSchema,
} from '../schemas/portfolio.ts';
import { subscriberEraseSchema, subscriberSchema } from '../schemas/newsletter.ts';
import { readinessSchema } from '../schemas/readiness.ts';
import { trashIdSchema, trashItemSchema } from '../schemas/trash.ts';
import { API } from './paths.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, declared once: the HTTP client, the desktop bridge's channel (its request
 * and answer schemas), the main process's handler and the desktop renderer's method are all made
 * from it (docs/api-calls.md).
 */
interface CallDef<
  A extends unknown[],
  I extends z.ZodType,
  O extends z.ZodType,
  F extends boolean = boolean,
> {
  method: Method;
  /** The call's one input: what crosses the desktop bridge, checked on both sides of it. */
  input: I;
  /** The named method's arguments, as the admin calls it, made into that input. */
  args: (...args: A) => z.input<I>;
  path: (input: z.output<I>) => string;
  /** The JSON body, for a call that sends one. */
  body?: (input: z.output<I>) => unknown;
  answer: O;
  /** What the owner reads when the site answers something other than the API's `{ error }`. */
  failure: string;
  /**
   * Kept offline by the desktop: its reads answer from the offline copy and its writes wait in
   * the durable queue (docs/sync.md). Otherwise a call only the site can answer.
   */
  offline: F;
}

const define = <A extends unknown[], I extends z.ZodType, O extends z.ZodType, F extends boolean>(
  def: CallDef<A, I, O, F>,
) => def;

const none = z.undefined();
/** A call that answers nothing (204): `null`, which crosses the bridge as data. */
const done = z.unknown().transform(() => null);

/**
 * The owner's calls. The desktop keeps those marked `offline` in its offline copy and queue, and
 * passes every other one through to the site as it is (a GET is a read, anything else a write
 * done at once or not at all).
 */
export const OWNER_CALLS = {
  /** The spec's portfolio: every collection with its items. */
  portfolio: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminPortfolio,
    answer: portfolioDataSchema,
    failure: 'Failed to fetch portfolio data',
    offline: true,
  }),
  createItem: define({
    method: 'POST',
    input: z.strictObject({ key: collectionKeySchema, item: createItemSchema }),
    args: (key: CollectionKey, item: CreateItemInput) => ({ key, item }),
    path: ({ key }) => API.portfolio(key),
    body: ({ item }) => item,
    answer: portfolioItemSchema,
    failure: 'Failed to add item',
    offline: true,
  }),
  updateItem: define({
    method: 'PUT',
    input: z.strictObject({ key: collectionKeySchema, item: updateItemSchema }),
    args: (key: CollectionKey, item: UpdateItemInput) => ({ key, item }),
    path: ({ key }) => API.portfolio(key),
    body: ({ item }) => item,
    answer: portfolioItemSchema,
    failure: 'Failed to update item',
    offline: true,
  }),
  /**
   * With `version` (the one the owner was shown), the server deletes only that version (409 when
   * the item was changed elsewhere since), so a delete never removes an edit the owner did not see.
   */
  deleteItem: define({
    method: 'DELETE',
    input: z.strictObject({
      key: collectionKeySchema,
      id: itemIdSchema,
      version: z.number().int().min(1).optional(),
    }),
    args: (key: CollectionKey, id: string, version?: number) =>
      version === undefined ? { key, id } : { key, id, version },
    path: ({ key, id, version }) => {
      const path = API.portfolioItem(key, id);
      return version === undefined ? path : `${path}?version=${version}`;
    },
    answer: done,
    failure: 'Failed to delete item',
    offline: true,
  }),
  reorder: define({
    method: 'PUT',
    input: z.strictObject({ key: collectionKeySchema, ids: reorderSchema.shape.ids }),
    args: (key: CollectionKey, ids: string[]) => ({ key, ids }),
    path: ({ key }) => API.portfolioOrder(key),
    body: ({ ids }) => ({ ids }),
    answer: z.array(portfolioItemSchema),
    failure: 'Failed to save the order',
    offline: true,
  }),
  inquiries: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminInquiries,
    answer: z.array(inquirySchemaStored),
    failure: 'Failed to load inquiries',
    offline: false,
  }),
  setInquiryStatus: define({
    method: 'PATCH',
    input: z.strictObject({ id: inquiryIdSchema, status: inquiryStatusSchema }),
    args: (id: string, status: 'new' | 'handled') => ({ id, status }),
    path: ({ id }) => API.adminInquiry(id),
    body: ({ status }) => ({ status }),
    answer: inquirySchemaStored,
    failure: 'Failed to update inquiry',
    offline: false,
  }),
  /** Erases a quote request for good (a person's request, or spam). */
  eraseInquiry: define({
    method: 'DELETE',
    input: z.strictObject({ id: inquiryIdSchema }),
    args: (id: string) => ({ id }),
    path: ({ id }) => API.adminInquiry(id),
    answer: done,
    failure: 'Failed to delete the request',
    offline: false,
  }),
  subscribers: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminSubscribers,
    answer: z.array(subscriberSchema),
    failure: 'Failed to load subscribers',
    offline: false,
  }),
  /** Erases a subscriber for good; the address goes in the query, which the server does not log. */
  eraseSubscriber: define({
    method: 'DELETE',
    input: subscriberEraseSchema.strict(),
    args: (email: string) => ({ email }),
    path: ({ email }) => `${API.adminSubscribers}?email=${encodeURIComponent(email)}`,
    answer: done,
    failure: 'Failed to remove the subscriber',
    offline: false,
  }),
  /** Deleted entries of every kind, newest first (kept 30 days). */
  trash: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminTrash,
    answer: z.array(trashItemSchema),
    failure: 'Failed to load the trash',
    offline: false,
  }),
  restoreFromTrash: define({
    method: 'POST',
    input: z.strictObject({ id: trashIdSchema }),
    args: (id: string) => ({ id }),
    path: ({ id }) => API.adminTrashRestore(id),
    answer: trashItemSchema,
    failure: 'Failed to restore',
    offline: false,
  }),
  /** What still holds sample content and which settings a live site needs (the admin's first screen). */
  readiness: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminReadiness,
    answer: readinessSchema,
    failure: 'Failed to check the site',
    offline: false,
  }),
  /** Every upload with its size and uses (the admin's Media section). */
  media: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    path: () => API.adminMedia,
    answer: mediaLibrarySchema,
    failure: 'Failed to load the media library',
    offline: false,
  }),
  /** Deletes an upload nothing uses; refused (409) with the uses named when something does. */
  deleteMedia: define({
    method: 'DELETE',
    input: z.strictObject({ id: mediaIdSchema }),
    args: (id: string) => ({ id }),
    path: ({ id }) => API.adminMediaItem(id),
    answer: done,
    failure: 'Failed to delete the picture',
    offline: false,
  }),
  /** Visits, sources, conversions and Web Vitals of the last `days` days (docs/analytics.md). */
  analyticsSummary: define({
    method: 'GET',
    input: summaryPeriodSchema,
    args: (days: number) => ({ days }),
    path: ({ days }) => `${API.adminAnalyticsSummary}?days=${days}`,
    answer: analyticsSummarySchema,
    failure: 'Failed to load the figures',
    offline: false,
  }),
};

export type OwnerCalls = typeof OWNER_CALLS;
export type OwnerCallName = keyof OwnerCalls;
export type InputOf<N extends OwnerCallName> = z.input<OwnerCalls[N]['input']>;
export type AnswerOf<N extends OwnerCallName> = z.output<OwnerCalls[N]['answer']>;
type ArgsOf<N extends OwnerCallName> = Parameters<OwnerCalls[N]['args']>;

/** The named methods, as the admin calls them (`api.eraseInquiry(id)`). */
type OwnerMethods = { [N in OwnerCallName]: (...args: ArgsOf<N>) => Promise<AnswerOf<N>> };

/** A way to carry one call: over HTTP (the shared client) or over the desktop bridge. */
export type CallRunner = <N extends OwnerCallName>(name: N, input: InputOf<N>) => Promise<AnswerOf<N>>;

export const OWNER_CALL_NAMES = Object.keys(OWNER_CALLS) as OwnerCallName[];
/** The calls the desktop keeps offline (their handlers are its sync's). */
export type OfflineCallName = {
  [N in OwnerCallName]: OwnerCalls[N]['offline'] extends true ? N : never;
}[OwnerCallName];

/** Any call, for the code that carries one whatever its shapes (the HTTP client, the bridge). */
// biome-ignore lint/suspicious/noExplicitAny: the carriers see every call's input alike
type AnyCallDef = CallDef<any[], z.ZodType<any, any>, z.ZodType>;
export const callDef = (name: OwnerCallName): AnyCallDef => OWNER_CALLS[name];

/** Every named method, each making its input from its arguments and handing it to `run`. */
export function ownerMethods(run: CallRunner): OwnerMethods {
  const method = <N extends OwnerCallName>(name: N) => {
    const args = OWNER_CALLS[name].args as (...a: ArgsOf<N>) => InputOf<N>;
    return (...a: ArgsOf<N>) => run(name, args(...a));
  };
  return Object.fromEntries(OWNER_CALL_NAMES.map((name) => [name, method(name)])) as OwnerMethods;
}
