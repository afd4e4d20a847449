import { z } from 'zod';

/** How long a deleted entry waits in the trash before it is removed for good. */
export const TRASH_KEEP_DAYS = 30;

/**
 * One entry of GET /api/admin/trash: what was deleted (its kind: a content kind such as `projects`
 * or a portfolio collection such as `photographyPortfolio`), its name, when, and when it goes.
 */
export const trashItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  itemId: z.string(),
  name: z.string(),
  deletedAt: z.string(),
  purgeAt: z.string(),
  who: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** The id in POST /api/admin/trash/{id}/restore: the deleting change's id (a UUID). */
export const trashIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/);
