import { z } from 'zod';
// Imported, not re-exported: a re-export made the bundler keep the constant in the chunk with zod,
// which public pages (responsive-image.tsx) then downloaded (tests/build/bundle-budget.test.ts).
import { LARGE_VARIANT } from '../media/image-variants.ts';

/**
 * What the server knows of an uploaded picture, stored with every item that shows one (the server
 * fills it in from the stored files; a client's copy is ignored): its own size, so the page draws it
 * at its real aspect ratio; a tiny blurred preview drawn until it loads; and the width of its
 * full-screen variant when the upload was large enough to keep one.
 */
export const imageMediaSchema = z.object({
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  placeholder: z
    .string()
    .max(2000)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/),
  largeWidth: z.number().int().min(1).max(LARGE_VARIANT).optional(),
});
export type ImageMedia = z.infer<typeof imageMediaSchema>;
