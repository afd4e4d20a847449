import { z } from 'zod';
import { YOUTUBE_SOURCE_RULE } from '../media/youtube-id.ts';
import { lineText } from './text.ts';
import { videoChoice, videoStartSchema } from './video-start.ts';
import type { FieldLabels } from './field-problems.ts';
import {
  altTextSchema,
  contentImageSchema,
  draftImageSchema,
  draftSlugSchema,
  maybeImageSchema,
  type EntryMeta,
  entryIdSchema,
  pageEntrySchemas,
  publicationFields,
  requiredLine,
  requiredText,
  serverManagedFields,
  text,
} from './content-entry.ts';
import { imageMediaSchema } from './image-media.ts';

/**
 * The video tour: a YouTube id (11 characters) and where it starts. A pasted YouTube address in any
 * usual form is reduced to its id, its `t=` made the start (shared/schemas/video-start.ts).
 */
function videoTour<T extends { videoId?: string | undefined; videoStart?: number | undefined }>(
  { videoId, videoStart, ...detail }: T,
  ctx: z.RefinementCtx,
): Omit<T, 'videoId' | 'videoStart'> & { videoId?: string; videoStart?: number } {
  if (videoId === undefined) return detail;
  const video = videoChoice(videoId, videoStart);
  if (!video || video.refusal) {
    ctx.addIssue({ code: 'custom', path: ['videoId'], message: video?.refusal ?? YOUTUBE_SOURCE_RULE });
    return z.NEVER;
  }
  return { ...detail, videoId: video.id, ...(video.start ? { videoStart: video.start } : {}) };
}

/**
 * One photo of a project's gallery. Alt text is required to publish (the gallery is not
 * decorative); a draft may wait for it.
 */
const projectPhotoSchema = z.strictObject({
  id: entryIdSchema.optional(),
  type: z.literal('image').default('image'),
  src: contentImageSchema,
  alt: lineText().trim().max(300).default(''),
  /** The upload's media (docs/pictures.md): the server's, read from the stored files. */
  media: imageMediaSchema.optional(),
  title: text(200),
  description: text(1000),
  category: text(80),
});

/** Every field the project page shows (spec "/projects/{slug}"), as the owner edits it. */
const projectFields = {
  slug: draftSlugSchema,
  title: requiredLine(200),
  /** The one-line summary on cards and under the page title. */
  description: text(600),
  category: text(80),
  specs: text(200),
  /** The card and hero picture ('' in a draft waiting for it). */
  src: draftImageSchema,
  /** A separate card picture; absent or '' when the card shows `src`. */
  thumbnail: maybeImageSchema.optional(),
  /**
   * The media of `src` and of the card picture (docs/pictures.md): the server reads them from the
   * stored upload on every save; a client's copy is checked against the shared shape, then replaced.
   */
  media: imageMediaSchema.optional(),
  thumbnailMedia: imageMediaSchema.optional(),
  type: z.literal('image').default('image'),
  detail: z
    .strictObject({
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
      videoId: z.string().max(2000).optional(),
      /** Where the video tour starts, in seconds (from the pasted address's `t=`). */
      videoStart: videoStartSchema,
    })
    .transform(videoTour)
    // A draft may come with no details yet: each one then takes its own default.
    .prefault({}),
  /** Shown among the home page's notable projects, in `featuredOrder`. */
  featured: z.boolean().default(false),
  featuredOrder: z.number().int().min(0).max(999).optional(),
  ...publicationFields,
};

/** What the public project page and its card need: checked when the project is published. */
const completeProject = z.object({
  src: contentImageSchema,
  detail: z.object({ gallery: z.array(z.object({ alt: altTextSchema })) }),
});

/** Every field of a project as the editor names it (shared/schemas/field-problems.ts). */
export const PROJECT_LABELS: FieldLabels = {
  id: 'Id',
  version: 'Version',
  slug: 'Address (slug)',
  title: 'Title',
  description: 'Summary',
  category: 'Category',
  specs: 'Card specifications',
  src: 'Card image',
  thumbnail: 'Separate card picture',
  media: 'Card image details',
  thumbnailMedia: 'Separate card picture details',
  type: 'Type',
  detail: 'Details',
  'detail.location': 'Location',
  'detail.completedDate': 'Completed',
  'detail.propertyType': 'Property type',
  'detail.area': 'Size',
  'detail.bedrooms': 'Bedrooms',
  'detail.description': 'Story',
  'detail.challenges': 'Challenges',
  'detail.services': 'Services',
  'detail.services.*': 'Services, line {n}',
  'detail.results': 'Results',
  'detail.gallery': 'Gallery',
  'detail.gallery.*': 'Gallery, photo {n}',
  'detail.gallery.*.id': 'Photo id',
  'detail.gallery.*.src': { label: 'Picture', add: 'a picture' },
  'detail.gallery.*.alt': { label: 'Alt text', add: 'alt text' },
  'detail.gallery.*.title': 'Title',
  'detail.gallery.*.description': 'Description',
  'detail.gallery.*.category': 'Category',
  'detail.videoId': 'Video tour (YouTube address)',
  'detail.videoStart': 'Video tour start time',
  featured: 'Featured on the home page',
  featuredOrder: 'Order on the home page',
  status: 'Status',
  publishAt: 'Publish date',
};

const projectSchemas = pageEntrySchemas(projectFields, {
  complete: completeProject,
  labels: PROJECT_LABELS,
  readBack: {},
  updateReadBack: serverManagedFields,
});
/** POST /api/admin/content/projects. */
export const createProjectSchema = projectSchemas.create;
/** PUT /api/admin/content/projects/{id}. `version`, when sent, must match the stored one (else 409). */
export const updateProjectSchema = projectSchemas.update;
export type ProjectInput = z.input<typeof createProjectSchema>;
export type ProjectFields = z.output<typeof createProjectSchema>;

type ProjectPhoto = z.output<typeof projectPhotoSchema> & { id: string };

/** A stored project as the API answers it and the site renders it. */
export type ProjectEntry = Omit<ProjectFields, 'id' | 'thumbnail' | 'detail'> &
  EntryMeta & {
    thumbnail: string;
    detail: Omit<ProjectFields['detail'], 'gallery'> & { gallery: ProjectPhoto[] };
  };
