import { z } from 'zod';
import { altTextSchema, contentImageSchema, type SlotEntry, slotEntrySchemas } from './content-entry.ts';
import { type FieldLabels, withLabels } from './field-problems.ts';
import { imageMediaSchema } from './image-media.ts';

/**
 * A page picture (docs/pictures.md): one slot of the public site (a page's hero, the About team
 * photo, a service card...) and the picture it shows now. Stored as the content kind `pictures`,
 * one entry per slot, its id the slot's id.
 */

/** Where the picture's subject is, as fractions of its width and height; every crop keeps it in view. */
const focusSchema = z.strictObject({
  x: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
  y: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
});
export type Focus = z.infer<typeof focusSchema>;
const CENTRE: Focus = { x: 0.5, y: 0.5 };

const pictureFields = {
  src: contentImageSchema,
  alt: altTextSchema,
  focus: focusSchema.default(CENTRE),
};

/** What the owner sends; `media` and `social` are the server's, made from the stored upload. */
const pictureSchemas = slotEntrySchemas(pictureFields, {
  media: z.unknown().optional(),
  social: z.unknown().optional(),
});
/** Every field of a page picture as the editor names it (shared/schemas/field-problems.ts). */
export const PICTURE_LABELS: FieldLabels = {
  src: 'Picture',
  alt: 'Alt text',
  focus: 'Focal point',
  'focus.x': 'Focal point',
  'focus.y': 'Focal point',
};
export const createPictureSchema = withLabels(pictureSchemas.create, PICTURE_LABELS);
export const updatePictureSchema = withLabels(pictureSchemas.update, PICTURE_LABELS);
export type PictureInput = z.input<typeof updatePictureSchema>;

/** A picture as pages draw it. */
const pagePictureSchema = z.object({
  src: z.string(),
  alt: z.string(),
  focus: focusSchema,
  media: imageMediaSchema.optional(),
  /** An upload's social image (`og:image`), cropped by the server around `focus` (docs/pictures.md). */
  social: z.string().optional(),
});
export type PagePicture = z.infer<typeof pagePictureSchema>;

/** A stored slot as the admin reads it. */
export type PictureEntry = SlotEntry<PagePicture>;

/** The pictures a page is drawn with, by slot id (slots not stored keep their built-in picture). */
export type PictureMap = Record<string, PagePicture>;

export { focusPosition, isCentred } from '../media/focus-position.ts';
