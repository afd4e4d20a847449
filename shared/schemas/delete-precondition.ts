import { z } from 'zod';

/**
 * The query of a DELETE of a stored item (portfolio item, project, post): `?version=N` makes the
 * delete conditional, refused with 409 unless the server holds exactly version N. A client that
 * deletes what it was shown sends it, so a delete never removes an edit made meanwhile elsewhere.
 */
export const deletePreconditionSchema = z.object({
  version: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a whole number from 1')
    .transform(Number)
    .optional(),
});
