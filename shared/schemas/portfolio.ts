import { z } from 'zod';
import {
  ITEM_TYPES,
  PORTFOLIO_COLLECTIONS,
  type PortfolioCollection,
  YOUTUBE_ID,
} from '../constants/portfolio-collections.ts';
import { embedMarkupFrom } from '../embeds/embed-address.ts';
import { YOUTUBE_SOURCE_RULE } from '../media/youtube-id.ts';
import { type FieldLabels, withLabels } from './field-problems.ts';
import { imageMediaSchema } from './image-media.ts';
import { lineText, multiLineText } from './text.ts';
import { videoChoice, videoStartSchema } from './video-start.ts';

export * from '../constants/portfolio-collections.ts';

export const COLLECTION_KEYS = PORTFOLIO_COLLECTIONS.map((c) => c.key) as [
  PortfolioCollection['key'],
  ...PortfolioCollection['key'][],
];
export const collectionKeySchema = z.enum(COLLECTION_KEYS);
export type CollectionKey = z.infer<typeof collectionKeySchema>;

export const itemTypeSchema = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof itemTypeSchema>;

/** Site paths or https URLs; no scheme tricks (javascript:, data:) and no parent segments. */
const IMAGE_REF = /^(\/(?!\/)[A-Za-z0-9._~\-/%]*|https:\/\/[^\s"'<>]+)$/;

const optionalText = (max: number) =>
  lineText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const imageRef = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => IMAGE_REF.test(v) && !v.includes('..'), 'must be a site path or an https URL');

/** Fields the owner edits. Shared by create and update bodies and the admin form. */
const itemFields = {
  title: lineText().trim().min(1, 'is required').max(200),
  description: multiLineText().trim().min(1, 'is required').max(2000),
  type: itemTypeSchema,
  src: multiLineText().trim().min(1, 'is required').max(20000),
  /** A video's start in seconds: from the pasted address's `t=`, or kept beside a bare id. */
  start: videoStartSchema,
  thumbnail: z
    .union([imageRef, z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: optionalText(80),
  specs: optionalText(300),
  alt: optionalText(300),
  decorative: z.boolean().optional(),
  /**
   * Shown in the featured-work gallery of the collection's service page (in the portfolio's order).
   * Absent means not marked: items stored before the mark existed need no migration.
   */
  featuredOnService: z.boolean().optional(),
};

type SrcCheck = { type: ItemType; src: string; alt?: string | undefined; decorative?: boolean | undefined };

/** Images need alt text unless the owner marks them decorative (WCAG 1.1.1); videos and embeds have none. */
export function missingAltText(item: Omit<SrcCheck, 'src'>): boolean {
  return item.type === 'image' && !item.decorative && !item.alt?.trim();
}

/**
 * What the owner pastes as a source, made what is stored, once for every client (the web admin,
 * the desktop, the API): a YouTube address in any usual form becomes its id and its start time
 * (only a video has one), a Matterport share address the iframe markup Matterport's embed dialog
 * gives. Anything else is left for the rules below to refuse.
 */
function normaliseSource<T extends { type: ItemType; src: string; start?: number | undefined }>(
  { start, ...item }: T,
  ctx: z.RefinementCtx,
): T {
  if (item.type === 'video') {
    const video = videoChoice(item.src, start);
    if (video?.refusal) ctx.addIssue({ code: 'custom', path: ['src'], message: video.refusal });
    return (video ? { ...item, src: video.id, start: video.start } : item) as T;
  }
  if (item.type === 'embed') return { ...item, src: embedMarkupFrom(item.src) } as T;
  return item as T;
}

/** The rules on an item's source and alt text, for every body that creates or replaces one. */
function checkSource(item: SrcCheck, ctx: z.RefinementCtx): void {
  if (item.type === 'video' && !YOUTUBE_ID.test(item.src)) {
    ctx.addIssue({ code: 'custom', path: ['src'], message: YOUTUBE_SOURCE_RULE });
  }
  if (item.type === 'image' && !imageRef.safeParse(item.src).success) {
    ctx.addIssue({ code: 'custom', path: ['src'], message: 'must be a site path or an https URL' });
  }
  if (item.type === 'embed' && !/<iframe[\s>]/i.test(item.src)) {
    ctx.addIssue({
      code: 'custom',
      path: ['src'],
      message: 'must contain an iframe or be a Matterport share address',
    });
  }
  if (missingAltText(item)) {
    ctx.addIssue({
      code: 'custom',
      path: ['alt'],
      message: 'is required for images unless marked decorative',
    });
  }
}

/**
 * Every field of a portfolio item as the admin's item form names it (shared/schemas/field-problems.ts);
 * the form names the source by its type ("Image URL", "YouTube Video ID", "Embed Code").
 */
export const PORTFOLIO_LABELS: FieldLabels = {
  id: 'Id',
  version: 'Version',
  title: 'Title',
  description: 'Description',
  type: 'Type',
  src: 'Source',
  start: 'Start time',
  thumbnail: 'Thumbnail URL',
  category: 'Category/Tag',
  specs: 'Specifications',
  alt: 'Alt text',
  decorative: 'Decorative image',
  featuredOnService: 'Featured on the service page',
  ids: 'Order',
};

export const itemIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, dashes and underscores');

/**
 * Body of POST /api/portfolio/{service} (and what the built-in items are checked against). The id
 * is optional: the server makes one when absent. The admin and the desktop app make it as spec
 * section 3 says (newItemId); the server does not insist on that form, because the desktop's
 * "keep my version" re-creates an item deleted on the server under the id it had, built-in ids
 * included. A taken id is a 409.
 */
export const createItemSchema = withLabels(
  z
    .strictObject({ id: itemIdSchema.optional(), ...itemFields })
    .transform(normaliseSource)
    .superRefine(checkSource),
  PORTFOLIO_LABELS,
);

/**
 * Fields a GET answers that the server manages. A client may PUT an item back as it read it, so
 * they are accepted (with their types) and dropped: the client never sets them. `version` is not
 * among them: a PUT uses it to detect conflicting edits.
 */
const serverManagedFields = {
  order: z.number().optional(),
  updatedAt: z.string().max(64).optional(),
  media: imageMediaSchema.optional(),
};

/** Body of PUT /api/portfolio/{service}. `version`, when sent, must match the stored one (else 409). */
export const updateItemSchema = withLabels(
  z
    .strictObject({
      id: itemIdSchema,
      version: z.number().int().min(1).optional(),
      ...itemFields,
      ...serverManagedFields,
    })
    .transform(normaliseSource)
    .superRefine(checkSource)
    .transform(({ order: _order, updatedAt: _updatedAt, media: _media, ...owned }) => owned),
  PORTFOLIO_LABELS,
);
export type CreateItemInput = z.input<typeof createItemSchema>;
export type UpdateItemInput = z.input<typeof updateItemSchema>;

/** A stored portfolio item as the API answers it. */
export const portfolioItemSchema = z.object({
  id: itemIdSchema,
  title: z.string(),
  description: z.string(),
  type: itemTypeSchema,
  src: z.string(),
  /** A video's start in seconds; absent plays from the beginning (items stored before it). */
  start: z.number().int().optional(),
  thumbnail: z.string().optional(),
  category: z.string().optional(),
  specs: z.string().optional(),
  alt: z.string().optional(),
  decorative: z.boolean().optional(),
  featuredOnService: z.boolean().optional(),
  /** An uploaded picture's size, blurred preview and full-screen variant (the server fills it in). */
  media: imageMediaSchema.optional(),
  order: z.number(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** GET /api/admin/portfolio: every collection key, each a list of items in the owner's order. */
export const portfolioDataSchema = z.object(
  Object.fromEntries(COLLECTION_KEYS.map((k) => [k, z.array(portfolioItemSchema)])) as Record<
    CollectionKey,
    z.ZodArray<typeof portfolioItemSchema>
  >,
);
export type PortfolioData = z.infer<typeof portfolioDataSchema>;

/** PUT /api/portfolio/{service}/order: the full list of ids in their new order. */
export const reorderSchema = withLabels(
  z.strictObject({ ids: z.array(itemIdSchema).min(1).max(1000) }),
  PORTFOLIO_LABELS,
);
