import type { z } from 'zod';
import { type ContentKind, KIND_NOUNS } from './content-entry.ts';
import type { FieldLabels } from './field-problems.ts';
import { createListingSchema, LISTING_LABELS, updateListingSchema } from './listing.ts';
import { createPictureSchema, PICTURE_LABELS, updatePictureSchema } from './page-picture.ts';
import { type CollectionKey, createItemSchema, PORTFOLIO_LABELS, updateItemSchema } from './portfolio.ts';
import { createPostSchema, POST_LABELS, updatePostSchema } from './post.ts';
import { createProjectSchema, PROJECT_LABELS, updateProjectSchema } from './project.ts';
import { createTestimonialSchema, TESTIMONIAL_LABELS, updateTestimonialSchema } from './testimonial.ts';

/**
 * One kind of content the owner manages, as every layer sees it: its name, what one entry is
 * called, what a create and a save carry (normalisation included, as schema transforms) and the
 * label of every field. The server's kind definition adds its storage rules to this, the desktop's
 * sync descriptor its replay rules; neither names a schema or a noun again (docs/content.md).
 */
export interface KindModel<K extends string = string> {
  kind: K;
  noun: string;
  createSchema: z.ZodType<Record<string, unknown> & { id?: string | undefined }>;
  updateSchema: z.ZodType<Record<string, unknown> & { version?: number | undefined }>;
  labels: FieldLabels;
  /**
   * Its entries are the public site's slots (page pictures, testimonials): each is stored under its
   * slot's id, the only id it can have, and is made again there when its entry was deleted.
   */
  slots?: true;
}

const model = <K extends ContentKind>(
  kind: K,
  schemas: Omit<KindModel<K>, 'kind' | 'noun'>,
): KindModel<K> => ({ kind, noun: KIND_NOUNS[kind], ...schemas });

/** The content API's kinds (`/api/admin/content/{kind}`), one entry each. */
export const CONTENT_MODEL: { readonly [K in ContentKind]: KindModel<K> } = {
  projects: model('projects', {
    createSchema: createProjectSchema,
    updateSchema: updateProjectSchema,
    labels: PROJECT_LABELS,
  }),
  posts: model('posts', {
    createSchema: createPostSchema,
    updateSchema: updatePostSchema,
    labels: POST_LABELS,
  }),
  pictures: model('pictures', {
    createSchema: createPictureSchema,
    updateSchema: updatePictureSchema,
    labels: PICTURE_LABELS,
    slots: true,
  }),
  testimonials: model('testimonials', {
    createSchema: createTestimonialSchema,
    updateSchema: updateTestimonialSchema,
    labels: TESTIMONIAL_LABELS,
    slots: true,
  }),
  listings: model('listings', {
    createSchema: createListingSchema,
    updateSchema: updateListingSchema,
    labels: LISTING_LABELS,
  }),
};

/**
 * The eight portfolio lists (spec section 3): one kind per list, alike but for the list, served by
 * the spec's portfolio calls (`/api/portfolio/{service}`); the lists are COLLECTION_KEYS.
 */
export const PORTFOLIO_MODEL: Omit<KindModel<CollectionKey>, 'kind'> = {
  noun: 'item',
  createSchema: createItemSchema,
  updateSchema: updateItemSchema,
  labels: PORTFOLIO_LABELS,
};
