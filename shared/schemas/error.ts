import { z } from 'zod';
import { fieldProblemSchema } from './field-problems.ts';

/**
 * Every failed API call answers with this body, whatever the status; refused input adds `fields`,
 * each problem on its field (shared/schemas/field-problems.ts).
 */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.array(fieldProblemSchema).optional(),
});
