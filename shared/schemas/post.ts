import { z } from 'zod';
import { lineText } from './text.ts';
import type { FieldLabels } from './field-problems.ts';
import {
  altTextSchema,
  contentImageSchema,
  draftImageSchema,
  draftSlugSchema,
  type EntryMeta,
  pageEntrySchemas,
  publicationFields,
  requiredLine,
  requiredText,
  serverManagedFields,
  text,
} from './content-entry.ts';
import { imageMediaSchema } from './image-media.ts';

export const BLOCK_TYPES = ['heading', 'paragraph', 'image', 'highlight', 'quote', 'list'] as const;

/**
 * One block of an article body (spec: heading, paragraph, image with caption, highlight, quote,
 * list). `complete` is what a published post needs; a draft's block may still be empty.
 */
function postBlock(complete: boolean) {
  const body = (max: number) => (complete ? requiredText(max) : text(max));
  return z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('heading'), text: body(200) }),
      z.strictObject({ type: z.literal('paragraph'), text: body(6000) }),
      z.strictObject({ type: z.literal('highlight'), text: body(2000) }),
      z.strictObject({
        type: z.literal('quote'),
        text: body(2000),
        author: lineText().trim().max(120).optional(),
      }),
      z.strictObject({
        type: z.literal('image'),
        src: complete ? contentImageSchema : draftImageSchema,
        alt: complete ? altTextSchema : lineText().trim().max(300).default(''),
        caption: lineText().trim().max(300).optional(),
        media: imageMediaSchema.optional(),
      }),
      z.strictObject({
        type: z.literal('list'),
        items: z.array(complete ? requiredText(600) : text(600)).max(50),
      }),
    ],
    { error: `must be one of ${BLOCK_TYPES.join(', ')}` },
  );
}
const postBlockSchema = postBlock(false);
export type PostBlock = z.output<typeof postBlockSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** A post as a draft may hold it: a title is enough (the rest is filled in over several sittings). */
const postFields = {
  slug: draftSlugSchema,
  title: requiredLine(200),
  excerpt: text(600),
  /** The article's date (YYYY-MM-DD); the page shows it as 'March 12, 2025'. */
  // A day of the calendar (2026-02-30 and 2026-13-45 are refused): the pages and the feed read it.
  datePublished: z.iso.date('must be a date like 2026-05-01').default(today),
  category: lineText().trim().max(60).default(''),
  /** The cover picture and its alt text. */
  image: draftImageSchema,
  imageAlt: lineText().trim().max(300).default(''),
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
  content: z.array(postBlockSchema).max(300).default([]),
  ...publicationFields,
};

/** What the public post page needs: checked when the post is published (or scheduled). */
const completePost = z.object({
  category: requiredLine(60),
  image: contentImageSchema,
  imageAlt: altTextSchema,
  content: z.array(postBlock(true)).min(1, 'needs at least one block'),
});

/** Every field of a post as the editor names it (shared/schemas/field-problems.ts). */
export const POST_LABELS: FieldLabels = {
  id: 'Id',
  version: 'Version',
  slug: 'Address (slug)',
  title: 'Title',
  excerpt: 'Excerpt',
  datePublished: 'Date',
  category: 'Category',
  image: 'Cover image',
  imageAlt: 'Cover alt text',
  imageMedia: 'Cover image details',
  author: 'Author',
  'author.name': 'Author name',
  'author.role': 'Author role',
  'author.image': 'Author photo',
  content: 'Body',
  'content.*': 'Body, block {n} ({type})',
  'content.*.type': 'Block type',
  'content.*.text': { label: 'Text', add: 'some text' },
  'content.*.src': { label: 'Picture', add: 'a picture' },
  'content.*.alt': { label: 'Alt text', add: 'alt text' },
  'content.*.caption': 'Caption',
  'content.*.author': 'Quote author',
  'content.*.items': { label: 'Items', add: 'at least one item' },
  'content.*.items.*': { label: 'Item {n}', add: 'some text' },
  status: 'Status',
  publishAt: 'Publish date',
};

const postSchemas = pageEntrySchemas(postFields, {
  complete: completePost,
  labels: POST_LABELS,
  readBack: {},
  // `date` and `readTime` as answered are accepted and recomputed.
  updateReadBack: {
    ...serverManagedFields,
    date: z.string().max(60).optional(),
    readTime: z.string().max(60).optional(),
  },
});
/** POST /api/admin/content/posts. `date` and `readTime` are computed by the server. */
export const createPostSchema = postSchemas.create;
/** PUT /api/admin/content/posts/{id}. */
export const updatePostSchema = postSchemas.update;
export type PostInput = z.input<typeof createPostSchema>;
export type PostFields = z.output<typeof createPostSchema>;

/** A stored post as the API answers it and the site renders it. */
export type PostEntry = Omit<PostFields, 'id'> &
  EntryMeta & {
    /** Display date, e.g. 'March 12, 2025'. */
    date: string;
    readTime: string;
  };
