import { z } from 'zod';
import { lineText } from './text.ts';
import {
  altTextSchema,
  contentImageSchema,
  type EntryMeta,
  entryIdSchema,
  publicationFields,
  requiredLine,
  requiredText,
  serverManagedFields,
  slugSchema,
  text,
} from './content-entry.ts';
import { imageMediaSchema } from './image-media.ts';

export const BLOCK_TYPES = ['heading', 'paragraph', 'image', 'highlight', 'quote', 'list'] as const;

/** One block of an article body (spec: heading, paragraph, image with caption, highlight, quote, list). */
const postBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('heading'), text: requiredText(200) }),
    z.strictObject({ type: z.literal('paragraph'), text: requiredText(6000) }),
    z.strictObject({ type: z.literal('highlight'), text: requiredText(2000) }),
    z.strictObject({
      type: z.literal('quote'),
      text: requiredText(2000),
      author: lineText().trim().max(120).optional(),
    }),
    z.strictObject({
      type: z.literal('image'),
      src: contentImageSchema,
      alt: altTextSchema,
      caption: lineText().trim().max(300).optional(),
      media: imageMediaSchema.optional(),
    }),
    z.strictObject({ type: z.literal('list'), items: z.array(requiredText(600)).min(1).max(50) }),
  ],
  { error: `unknown block type: must be one of ${BLOCK_TYPES.join(', ')}` },
);
export type PostBlock = z.output<typeof postBlockSchema>;

const postFields = {
  slug: slugSchema,
  title: requiredLine(200),
  excerpt: text(600),
  /** The article's date (YYYY-MM-DD); the page shows it as 'March 12, 2025'. */
  datePublished: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-05-01'),
  category: requiredLine(60),
  /** The cover picture and its alt text. */
  image: contentImageSchema,
  imageAlt: altTextSchema,
  /**
   * The media of each picture (the cover's here, the author photo's and each image block's beside
   * their address; docs/pictures.md): the server reads them from the stored upload on every save; a
   * client's copy is checked against the shared shape, then replaced.
   */
  imageMedia: imageMediaSchema.optional(),
  author: z
    .strictObject({
      name: requiredLine(120),
      role: text(120),
      image: contentImageSchema.optional(),
      imageMedia: imageMediaSchema.optional(),
    })
    .optional(),
  content: z.array(postBlockSchema).min(1, 'needs at least one block').max(300),
  ...publicationFields,
};

/** POST /api/admin/content/posts. `date` and `readTime` are computed by the server. */
export const createPostSchema = z.strictObject({ id: entryIdSchema.optional(), ...postFields });
/** PUT /api/admin/content/posts/{id}; `date` and `readTime` as answered are accepted and recomputed. */
export const updatePostSchema = z.strictObject({
  id: entryIdSchema.optional(),
  version: z.number().int().min(1).optional(),
  ...postFields,
  ...serverManagedFields,
  date: z.string().max(60).optional(),
  readTime: z.string().max(60).optional(),
});
export type PostInput = z.input<typeof createPostSchema>;
export type PostFields = z.output<typeof createPostSchema>;

/** A stored post as the API answers it and the site renders it. */
export type PostEntry = Omit<PostFields, 'id'> &
  EntryMeta & {
    /** Display date, e.g. 'March 12, 2025'. */
    date: string;
    readTime: string;
  };
