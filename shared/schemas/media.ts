import { z } from 'zod';

/**
 * The media library (docs/uploads.md, "The media library"): every upload with its size on disk and
 * where it is used. An upload's `id` is the 32-hex stem of its file names; `url` its address.
 */

/** Where a use is: the entry as it is now, an earlier saved version of it, or the trash. */
const MEDIA_USE_PLACES = ['current', 'version', 'trash'] as const;

const mediaUseSchema = z.object({
  /** What kind of thing uses it, in the owner's words ("Project", "Portfolio (Photography)"). */
  kind: z.string(),
  /** The entry's title or name. */
  title: z.string(),
  place: z.enum(MEDIA_USE_PLACES),
  /** For an earlier version: its number. */
  version: z.number().int().optional(),
  /** The use in one plain sentence ('Project "Lakeshore Condo" (as it is now)'). */
  text: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The file's name on the owner's computer when it was uploaded, if it came with one. */
  name: z.string().optional(),
  /** Every file of the upload (its variants, social crops) and their bytes together. */
  files: z.number().int(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** When it was stored, as far as the store knows (the first file's time). */
  uploadedAt: z.string().optional(),
  uses: z.array(mediaUseSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/admin/media: newest first. DELETE /api/admin/media/{id} answers the item it deleted, or 409 `{ error, uses }`. */
export const mediaLibrarySchema = z.array(mediaItemSchema);

/** An upload's id as the API takes it (the stem of its files). */
export const mediaIdSchema = z.string().regex(/^[a-f0-9]{32}$/, 'is not an upload of this site');
