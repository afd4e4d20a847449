import { z } from 'zod';
import { iconNameSchema, statCardSchema } from '../../schemas/content.ts';

/** Shape of the About page content (spec section 2, /about), validated in about.test.ts. */
const featureSchema = z.object({ title: z.string(), description: z.string(), icon: iconNameSchema });
const imageSchema = z.object({ src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.jpg$/), alt: z.string() });
const linkSchema = z.object({ label: z.string(), to: z.string().startsWith('/') });

export const aboutContentSchema = z.object({
  hero: z.object({ title: z.string(), subtitle: z.string(), description: z.string(), image: z.string() }),
  whoWeAre: z.object({
    eyebrow: z.string(),
    title: z.literal('Who We Are'),
    paragraphs: z.array(z.string()).min(2),
    image: imageSchema,
  }),
  highlights: z.array(featureSchema.extend({ detail: z.string() })).length(3),
  missionVision: z.object({
    title: z.literal('Our Mission and Vision'),
    mission: z.string(),
    vision: z.string(),
    image: imageSchema,
  }),
  founder: z.object({
    name: z.string(),
    role: z.string(),
    image: imageSchema,
    paragraphs: z.array(z.string()).min(2),
    quote: z.string(),
  }),
  values: z.array(featureSchema).length(4),
  milestones: z
    .array(z.object({ year: z.string().regex(/^\d{4}$/), title: z.string(), description: z.string() }))
    .length(5),
  stats: z.array(statCardSchema).length(4),
  cta: z.object({ title: z.string(), text: z.string(), primary: linkSchema, secondary: linkSchema }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
