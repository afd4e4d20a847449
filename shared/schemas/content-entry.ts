import { z } from 'zod';
import { slugWords } from './slug-words.ts';
import { type FieldLabels, safeParsePlain, withLabels } from './field-problems.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * What every stored content kind (projects, posts) shares: the kinds, the slug rule, the publication
 * fields, the server-managed bookkeeping and the version list. One source of truth for the server,
 * the admin editors, the desktop sync and the site.
 */
export const CONTENT_KINDS = ['projects', 'posts', 'pictures', 'testimonials', 'listings'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

/**
 * What the owner calls one entry of each kind, in notices and messages ("The post was not saved").
 * Here rather than in the content model (content-model.ts) so that the admin's screens can name a
 * kind without loading every kind's schema.
 */
export const KIND_NOUNS = {
  projects: 'project',
  posts: 'post',
  pictures: 'picture',
  testimonials: 'testimonial',
  listings: 'listing',
} as const satisfies Record<ContentKind, string>;

/** Lowercase words of letters and digits joined by single dashes; at least one letter, so a slug
 * never looks like the numeric ids the first projects were addressed by (/projects/2). */
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80)
  .regex(
    SLUG_PATTERN,
    'must be lowercase letters and digits joined by single dashes, with at least one letter',
  );

/**
 * The address a title gives ("Lakeview Estate" -> "lakeview-estate"), for an entry saved without
 * one. A title with no letter gets the kind's noun in front, so it still matches SLUG_PATTERN.
 */
export function slugFromTitle(title: string, noun: string): string {
  const words = slugWords(title);
  const slug = SLUG_PATTERN.test(words) ? words : [noun, words].filter(Boolean).join('-');
  return slug.slice(0, 72).replace(/-+$/, '');
}

/** A draft may be saved without an address: the server makes one from the title. */
export const draftSlugSchema = z.preprocess(
  (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
  slugSchema.optional(),
);

export const entryIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, dashes and underscores');

const PUBLICATION_STATUSES = ['draft', 'published'] as const;

/** Drafts are seen only by the signed-in owner; a publish date in the future keeps it hidden until then. */
export const publicationFields = {
  status: z.enum(PUBLICATION_STATUSES).default('draft'),
  publishAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time like 2026-05-01T09:00:00Z' })
    .optional(),
};

/** A picture the site serves: a built-in illustration or an owner upload (responsive variants exist). */
export const contentImageSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(300)
  .regex(/^\/(images|uploads)\/[A-Za-z0-9/_-]+\.(jpg|svg)$/, 'must be chosen from the library or uploaded');

/** A picture that may not be chosen yet (''). */
export const maybeImageSchema = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => !v || contentImageSchema.safeParse(v).success,
    'must be chosen from the library or uploaded',
  );
/** A picture a draft may still be waiting for ('' until the owner chooses it). */
export const draftImageSchema = maybeImageSchema.default('');

export const altTextSchema = lineText().trim().min(1, 'is required (describe the picture)').max(300);

/**
 * Plain text of a given length; empty allowed (drafts are filled in over several sittings). Line
 * breaks and tabs are kept, every other control character is removed (shared/schemas/text.ts).
 */
export const text = (max: number) => multiLineText().trim().max(max).default('');
export const requiredText = (max: number) => multiLineText().trim().min(1, 'is required').max(max);
/** A one-line field (titles, names, categories): no control characters at all. */
export const requiredLine = (max: number) => lineText().trim().min(1, 'is required').max(max);

/** Whether a body asks to be public (now or at its publish date): it must then be complete. */
const publishing = (body: object) =>
  ('status' in body && body.status === 'published') || ('publishAt' in body && Boolean(body.publishAt));

/**
 * Drafts may be incomplete (saved over several sittings); a body that publishes must also pass
 * `complete`, the fields the public page needs. Its problems are the body's own, so a refused
 * Publish lists every missing field by its label (Category, Cover image, Body).
 */
const completeWhenPublished = (complete: z.ZodType) => (body: object, ctx: z.RefinementCtx) => {
  if (!publishing(body)) return;
  const checked = safeParsePlain(complete, body);
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
};

/** Fields the server manages; a client may send an entry back as it read it (they are ignored). */
export const serverManagedFields = {
  createdAt: z.string().max(64).optional(),
  updatedAt: z.string().max(64).optional(),
};

/**
 * The create (POST) and update (PUT) schemas of a page kind (projects, posts, listings), with its
 * labels: a draft may be incomplete, a published entry must pass `complete`; an update may name
 * the version it was made on. `readBack` are fields the server fills in, accepted as read and
 * ignored; `updateReadBack` those only an update can carry.
 */
export function pageEntrySchemas<
  Fields extends z.ZodRawShape,
  ReadBack extends z.ZodRawShape,
  UpdateReadBack extends z.ZodRawShape,
>(
  fields: Fields,
  kind: { complete: z.ZodType; labels: FieldLabels; readBack: ReadBack; updateReadBack: UpdateReadBack },
) {
  const whenPublished = completeWhenPublished(kind.complete);
  return {
    create: withLabels(
      z
        .strictObject({ id: entryIdSchema.optional(), ...fields, ...kind.readBack })
        .superRefine(whenPublished),
      kind.labels,
    ),
    update: withLabels(
      z
        .strictObject({
          id: entryIdSchema.optional(),
          version: z.number().int().min(1).optional(),
          ...fields,
          ...kind.readBack,
          ...kind.updateReadBack,
        })
        .superRefine(whenPublished),
      kind.labels,
    ),
  };
}

/**
 * The create and update schemas of a slot kind (page pictures, testimonials): one entry per slot
 * of the public site, always live. The slot's page and label, its slug, title and state are the
 * server's: an entry sent back as read is accepted and those fields are ignored, as are `extra`
 * fields the server fills in itself (a picture's media).
 */
export function slotEntrySchemas<Fields extends z.ZodRawShape, Extra extends z.ZodRawShape>(
  fields: Fields,
  extra: Extra,
) {
  const readBack = {
    ...serverManagedFields,
    slug: z.string().max(80).optional(),
    title: z.string().max(200).optional(),
    page: z.string().max(120).optional(),
    status: z.enum(PUBLICATION_STATUSES).optional(),
    publishAt: z.string().max(64).optional(),
    ...extra,
  };
  return {
    create: z.strictObject({ id: entryIdSchema.optional(), ...fields, ...readBack }),
    update: z.strictObject({
      id: entryIdSchema.optional(),
      version: z.number().int().min(1).optional(),
      ...fields,
      ...readBack,
    }),
  };
}

/** A type, not an interface: an entry type built on it stays a plain record the store can hold. */
export type EntryMeta = {
  id: string;
  slug: string;
  status: (typeof PUBLICATION_STATUSES)[number];
  publishAt?: string | undefined;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * A stored slot (a page picture, a testimonial) as the admin reads it: the page it is on and its
 * place there (`title`), always `published` (a slot is live once saved: the shape all content
 * kinds share).
 */
export type SlotEntry<T> = T & EntryMeta & { title: string; page: string };

/** True when visitors may see the entry at `now`. */
export function isLive(entry: Pick<EntryMeta, 'status' | 'publishAt'>, now: Date): boolean {
  return entry.status === 'published' && (!entry.publishAt || Date.parse(entry.publishAt) <= now.getTime());
}

/** One saved version of an entry, as the version list shows it. */
export const versionSummarySchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  who: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** POST .../versions/{n}/restore: `version` is the entry's current version (409 when it moved on). */
export const restoreSchema = z.strictObject({ version: z.number().int().min(1).optional() });

/** What a public lookup by address answers: the entry, or where it moved to. */
export type ContentLookup<T> = { entry: T } | { redirect: string };
