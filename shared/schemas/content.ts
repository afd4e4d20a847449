import { z } from 'zod';
import { imageMediaSchema } from './image-media.ts';

/**
 * Schemas of the site's fixed content (spec section 3). Content modules in shared/content are typed
 * with these and validated by `shared/content/validate-content.ts` at build and in tests.
 */

const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(jpg|svg)$/, 'must be a catalogued /images/... path');
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&%-]*)?(#[a-z0-9-]+)?$/, 'must be a site path');

/** Names of the line icons the site draws (site/src/components/ui/icon.tsx). */
const ICON_NAMES = [
  'camera',
  'link',
  'video',
  'drone',
  'cube',
  'wand',
  'globe',
  'shirt',
  'sparkles',
  'bolt',
  'layout',
  'home',
  'building',
  'sun',
  'moon',
  'clock',
  'check',
  'star',
  'award',
  'users',
  'chart',
  'map',
  'pin',
  'phone',
  'mail',
  'calendar',
  'upload',
  'edit',
  'shield',
  'heart',
  'lightbulb',
  'target',
  'eye',
  'tag',
  'layers',
  'cpu',
  'message',
  'search',
  'arrow-right',
  'play',
  'rocket',
  'palette',
  'code',
  'smartphone',
  'trending-up',
  'zap',
  'image',
  'film',
  'ruler',
] as const;
export const iconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconNameSchema>;

export const faqItemSchema = z.object({ question: z.string().min(5), answer: z.string().min(10) });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const testimonialSchema = z.object({
  quote: z.string().min(20),
  author: z.string(),
  role: z.string(),
  service: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const statCardSchema = z.object({ number: z.string(), label: z.string(), description: z.string() });
export type StatCard = z.infer<typeof statCardSchema>;

export const processStepSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: iconNameSchema,
  duration: z.string().optional(),
});
export type ProcessStep = z.infer<typeof processStepSchema>;

export const servicePackageSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: iconNameSchema,
  features: z.array(z.string()).min(3),
  popular: z.boolean(),
  /** Price line where the spec gives one (e.g. website pricing), else omitted. */
  price: z.string().optional(),
});

export const serviceCardSchema = z.object({
  title: z.string(),
  description: z.string(),
  href: sitePath,
  icon: iconNameSchema,
  color: z.string(),
  image: imagePath.optional(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** A gallery item of the fixed lists (same shape as an API portfolio item, minus the datastore fields). */
export const galleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['image', 'video', 'embed']),
  src: z.string(),
  /** A video's start in seconds (the owner's pasted `t=`); absent plays from the beginning. */
  start: z.number().int().optional(),
  thumbnail: z.string().optional(),
  category: z.string().optional(),
  specs: z.string().optional(),
  alt: z.string().optional(),
  /** An owner's upload: its real size, blurred preview and full-screen variant. */
  media: imageMediaSchema.optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('highlight'), text: z.string() }),
  z.object({ type: z.literal('quote'), text: z.string(), author: z.string().optional() }),
  z.object({
    type: z.literal('image'),
    src: imagePath,
    caption: z.string().optional(),
    alt: z.string(),
    /** A stored post's upload: its real size, blurred preview and full-screen variant. */
    media: imageMediaSchema.optional(),
  }),
  z.object({ type: z.literal('list'), items: z.array(z.string()).min(1) }),
]);
export type Block = z.infer<typeof blockSchema>;

const authorSchema = z.object({
  name: z.string(),
  role: z.string(),
  image: imagePath.optional(),
  imageMedia: imageMediaSchema.optional(),
});

export const blogPostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  excerpt: z.string(),
  /** Display date, e.g. 'March 12, 2025'. */
  date: z.string(),
  /** ISO date for structured data and sorting. */
  datePublished: z.iso.date(),
  category: z.string(),
  image: imagePath,
  readTime: z.string().optional(),
  author: authorSchema.optional(),
  content: z.array(blockSchema).min(3),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const projectSchema = z.object({
  id: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  description: z.string(),
  type: z.literal('image'),
  src: imagePath,
  thumbnail: imagePath,
  category: z.string(),
  specs: z.string(),
  detail: z.object({
    location: z.string(),
    completedDate: z.string(),
    propertyType: z.string(),
    area: z.string(),
    bedrooms: z.string(),
    description: z.string(),
    challenges: z.string(),
    services: z.array(z.string()).min(2),
    results: z.string(),
    gallery: z.array(galleryItemSchema).length(6),
    /** YouTube id of the video tour. */
    videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  }),
});
export type Project = z.infer<typeof projectSchema>;

export const clientLogoSchema = z.object({ name: z.string(), logo: imagePath });
export type ClientLogo = z.infer<typeof clientLogoSchema>;
