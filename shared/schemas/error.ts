import { z } from 'zod';

/** Every failed API call answers with this body, whatever the status. */
export const errorBodySchema = z.object({ error: z.string() });
