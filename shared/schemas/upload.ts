import { z } from 'zod';

/** POST /api/upload answer. `url` goes into the item's src; variants follow shared/media. */
export const uploadAnswerSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
