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
import { type AnyCallDef, define, done, none } from './call-def.ts';
import { API, ROUTES } from './paths.ts';

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
    route: API.adminPortfolio,
    answer: portfolioDataSchema,
    failure: 'Failed to fetch portfolio data',
    offline: true,
  }),
  createItem: define({
    method: 'POST',
    input: z.strictObject({ key: collectionKeySchema, item: createItemSchema }),
    args: (key: CollectionKey, item: CreateItemInput) => ({ key, item }),
    route: ROUTES.portfolio,
    body: ({ item }) => item,
    answer: portfolioItemSchema,
    failure: 'Failed to add item',
    offline: true,
  }),
  updateItem: define({
    method: 'PUT',
    input: z.strictObject({ key: collectionKeySchema, item: updateItemSchema }),
    args: (key: CollectionKey, item: UpdateItemInput) => ({ key, item }),
    route: ROUTES.portfolio,
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
    route: ROUTES.portfolioItem,
    answer: done,
    failure: 'Failed to delete item',
    offline: true,
  }),
  reorder: define({
    method: 'PUT',
    input: z.strictObject({ key: collectionKeySchema, ids: reorderSchema.shape.ids }),
    args: (key: CollectionKey, ids: string[]) => ({ key, ids }),
    route: ROUTES.portfolioOrder,
    answer: z.array(portfolioItemSchema),
    failure: 'Failed to save the order',
    offline: true,
  }),
  inquiries: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.adminInquiries,
    answer: z.array(inquirySchemaStored),
    failure: 'Failed to load inquiries',
    offline: false,
  }),
  setInquiryStatus: define({
    method: 'PATCH',
    input: z.strictObject({ id: inquiryIdSchema, status: inquiryStatusSchema }),
    args: (id: string, status: 'new' | 'handled') => ({ id, status }),
    route: ROUTES.adminInquiry,
    answer: inquirySchemaStored,
    failure: 'Failed to update inquiry',
    offline: false,
  }),
  /** Erases a quote request for good (a person's request, or spam). */
  eraseInquiry: define({
    method: 'DELETE',
    input: z.strictObject({ id: inquiryIdSchema }),
    args: (id: string) => ({ id }),
    route: ROUTES.adminInquiry,
    answer: done,
    failure: 'Failed to delete the request',
    offline: false,
  }),
  subscribers: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.adminSubscribers,
    answer: z.array(subscriberSchema),
    failure: 'Failed to load subscribers',
    offline: false,
  }),
  /**
   * The subscribers as the CSV file the server writes, its byte-order mark kept (without it,
   * Excel shows accented names garbled); saved as UTF-8, the text keeps it.
   */
  subscribersCsv: define({
    method: 'GET',
    input: z.strictObject({ format: z.literal('csv') }),
    args: () => ({ format: 'csv' as const }),
    route: API.adminSubscribers,
    answer: z.string(),
    text: true,
    failure: 'Failed to export subscribers',
    offline: false,
  }),
  /** Erases a subscriber for good; the address goes in the query, which the server does not log. */
  eraseSubscriber: define({
    method: 'DELETE',
    input: subscriberEraseSchema.strict(),
    args: (email: string) => ({ email }),
    route: API.adminSubscribers,
    answer: done,
    failure: 'Failed to remove the subscriber',
    offline: false,
  }),
  /** Deleted entries of every kind, newest first (kept 30 days). */
  trash: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.adminTrash,
    answer: z.array(trashItemSchema),
    failure: 'Failed to load the trash',
    offline: false,
  }),
  restoreFromTrash: define({
    method: 'POST',
    input: z.strictObject({ id: trashIdSchema }),
    args: (id: string) => ({ id }),
    route: ROUTES.adminTrashRestore,
    answer: trashItemSchema,
    failure: 'Failed to restore',
    offline: false,
  }),
  /** What still holds sample content and which settings a live site needs (the admin's first screen). */
  readiness: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.adminReadiness,
    answer: readinessSchema,
    failure: 'Failed to check the site',
    offline: false,
  }),
  /** Every upload with its size and uses (the admin's Media section). */
  media: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.adminMedia,
    answer: mediaLibrarySchema,
    failure: 'Failed to load the media library',
    offline: false,
  }),
  /** Deletes an upload nothing uses; refused (409) with the uses named when something does. */
  deleteMedia: define({
    method: 'DELETE',
    input: z.strictObject({ id: mediaIdSchema }),
    args: (id: string) => ({ id }),
    route: ROUTES.adminMediaItem,
    answer: done,
    failure: 'Failed to delete the picture',
    offline: false,
  }),
  /** Visits, sources, conversions and Web Vitals of the last `days` days (docs/analytics.md). */
  analyticsSummary: define({
    method: 'GET',
    input: summaryPeriodSchema,
    args: (days: number) => ({ days }),
    route: API.adminAnalyticsSummary,
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

export const callDef = (name: OwnerCallName): AnyCallDef => OWNER_CALLS[name];

/** Every named method, each making its input from its arguments and handing it to `run`. */
export function ownerMethods(run: CallRunner): OwnerMethods {
  const method = <N extends OwnerCallName>(name: N) => {
    const args = OWNER_CALLS[name].args as (...a: ArgsOf<N>) => InputOf<N>;
    return (...a: ArgsOf<N>) => run(name, args(...a));
  };
  return Object.fromEntries(OWNER_CALL_NAMES.map((name) => [name, method(name)])) as OwnerMethods;
}
