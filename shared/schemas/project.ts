import { z } from 'zod';
import { youtubeIdFrom } from '../media/youtube-id.ts';
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

/** A YouTube id (11 characters); a pasted YouTube address in any usual form is reduced to it. */
const videoIdSchema = z
  .string()
  .transform((value) => youtubeIdFrom(value) ?? value)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube address or an 11-character video id'));

/** One photo of a project's gallery; alt text is required (the gallery is not decorative). */
const projectPhotoSchema = z.strictObject({
  id: entryIdSchema.optional(),
  type: z.literal('image').default('image'),
  src: contentImageSchema,
  alt: altTextSchema,
  /** The upload's media (docs/pictures.md): the server's, read from the stored files. */
  media: imageMediaSchema.optional(),
  title: text(200),
  description: text(1000),
  category: text(80),
});

/** Every field the project page shows (spec "/projects/{slug}"), as the owner edits it. */
const projectFields = {
  slug: slugSchema,
  title: requiredLine(200),
  /** The one-line summary on cards and under the page title. */
  description: text(600),
  category: text(80),
  specs: text(200),
  /** The card and hero picture. */
  src: contentImageSchema,
  thumbnail: contentImageSchema.optional(),
  /**
   * The media of `src` and of the card picture (docs/pictures.md): the server reads them from the
   * stored upload on every save; a client's copy is checked against the shared shape, then replaced.
   */
  media: imageMediaSchema.optional(),
  thumbnailMedia: imageMediaSchema.optional(),
  type: z.literal('image').default('image'),
  detail: z.strictObject({
    location: text(200),
    completedDate: text(60),
    propertyType: text(120),
    area: text(120),
    bedrooms: text(120),
    description: text(6000),
    challenges: text(6000),
    services: z.array(requiredText(80)).max(20).default([]),
    results: text(6000),
    gallery: z.array(projectPhotoSchema).max(60).default([]),
    videoId: videoIdSchema.optional(),
  }),
  /** Shown among the home page's notable projects, in `featuredOrder`. */
  featured: z.boolean().default(false),
  featuredOrder: z.number().int().min(0).max(999).optional(),
  ...publicationFields,
};

/** POST /api/admin/content/projects. */
export const createProjectSchema = z.strictObject({ id: entryIdSchema.optional(), ...projectFields });
/** PUT /api/admin/content/projects/{id}. `version`, when sent, must match the stored one (else 409). */
export const updateProjectSchema = z.strictObject({
  id: entryIdSchema.optional(),
  version: z.number().int().min(1).optional(),
  ...projectFields,
  ...serverManagedFields,
});
export type ProjectInput = z.input<typeof createProjectSchema>;
export type ProjectFields = z.output<typeof createProjectSchema>;

type ProjectPhoto = z.output<typeof projectPhotoSchema> & { id: string };

/** A stored project as the API answers it and the site renders it. */
export type ProjectEntry = Omit<ProjectFields, 'id' | 'thumbnail' | 'detail'> &
  EntryMeta & {
    thumbnail: string;
    detail: Omit<ProjectFields['detail'], 'gallery'> & { gallery: ProjectPhoto[] };
  };
