import { z } from 'zod';

/** POST /api/upload answer. `url` goes into the item's src; variants follow shared/media. */
export const uploadAnswerSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * The largest file one upload may be. A full-size JPEG from a 45-61 megapixel camera is 20-40 MB;
 * what an upload costs in memory is bounded by its pixels (image-input.ts), not its bytes, since
 * the file waits on disk and JPEGs are decoded shrunk (docs/uploads.md).
 */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
