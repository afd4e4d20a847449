import { z } from 'zod';
import { collectionKeySchema } from './portfolio.ts';

/**
 * GET /api/admin/readiness: what still holds sample content and which settings a live site needs,
 * for the admin's first screen. Settings say only whether they are right, never their values.
 */

/** A sample project, post or testimonial still exactly as it was seeded (never changed). */
const sampleEntrySchema = z.object({
  kind: z.enum(['projects', 'posts', 'testimonials']),
  id: z.string(),
  title: z.string(),
  /** Its public address, to look at it. */
  path: z.string(),
});
export type SampleEntry = z.infer<typeof sampleEntrySchema>;

/** A place whose pictures are still the illustrations the site ships with. */
const samplePicturesSchema = z.discriminatedUnion('area', [
  /** Page picture slots (heroes, team photos...) still holding their seeded picture: fixed in Pictures. */
  z.object({ area: z.literal('page'), id: z.string(), label: z.string() }),
  /** A portfolio collection: how many of its items still show a shipped illustration. */
  z.object({
    area: z.literal('portfolio'),
    key: collectionKeySchema,
    label: z.string(),
    count: z.number().int(),
  }),
]);
export type SamplePictures = z.infer<typeof samplePicturesSchema>;

const SETTING_NAMES = ['PUBLIC_URL', 'SMTP_URL'] as const;

const settingCheckSchema = z.object({
  name: z.enum(SETTING_NAMES),
  ready: z.boolean(),
  /** What is wrong or right, in the owner's words (never the value itself). */
  note: z.string(),
  /** The documentation section that says how to set it. */
  doc: z.string(),
});
export type SettingCheck = z.infer<typeof settingCheckSchema>;

export const readinessSchema = z.object({
  samples: z.array(sampleEntrySchema),
  pictures: z.array(samplePicturesSchema),
  /** Whether `pictures` includes the page picture slots (the page-picture store answers them). */
  pagePicturesChecked: z.boolean(),
  settings: z.array(settingCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
