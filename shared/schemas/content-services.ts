import { z } from 'zod';
import {
  faqItemSchema,
  galleryItemSchema,
  iconNameSchema,
  processStepSchema,
  servicePackageSchema,
  testimonialSchema,
} from './content.ts';

/**
 * Schemas of the service, portfolio and project page content (spec sections 2 and 3) that
 * `content.ts` does not already describe. Additive: nothing here changes an existing shape.
 */

const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(jpg|svg)$/, 'must be a catalogued /images/... path');
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&%-]*)?(#[a-z0-9-]+)?$/, 'must be a site path');

/** Every /services/{slug} page (the eight of the spec plus automation and floor plans). */
export const SERVICE_SLUGS = [
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website',
  'brand',
  'ai-services',
  'automation',
  'floorplans',
] as const;
const serviceSlugSchema = z.enum(SERVICE_SLUGS);
export type ServiceSlug = z.infer<typeof serviceSlugSchema>;

export const linkSchema = z.object({ label: z.string().min(2), to: sitePath });
export type Link = z.infer<typeof linkSchema>;

export const ctaSchema = z.object({
  title: z.string(),
  text: z.string(),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});
export type Cta = z.infer<typeof ctaSchema>;

/** A package with the delivery timeline where the spec gives one (website pricing and timelines). */
const servicePackageDetailSchema = servicePackageSchema.extend({ timeline: z.string().optional() });
export type ServicePackageDetail = z.infer<typeof servicePackageDetailSchema>;

const keyFactSchema = z.object({ value: z.string().max(16), label: z.string() });
export type KeyFact = z.infer<typeof keyFactSchema>;

export const servicePageSchema = z.object({
  slug: serviceSlugSchema,
  /** Full service name for structured data and breadcrumbs, e.g. 'Real Estate Photography'. */
  name: z.string(),
  meta: z.object({ title: z.string().min(20).max(70), description: z.string().min(70).max(170) }),
  hero: z.object({ title: z.string(), subtitle: z.string(), description: z.string(), image: imagePath }),
  /** How other pages show this service (related-service cards, search). */
  card: z.object({
    title: z.string(),
    description: z.string().max(160),
    icon: iconNameSchema,
    color: z.string(),
    image: imagePath,
  }),
  intro: z.object({
    eyebrow: z.string(),
    title: z.string(),
    paragraphs: z.array(z.string()).min(1).max(3),
    facts: z.array(keyFactSchema).length(4),
  }),
  packages: z.object({
    /** 'solutions' on the editing page (solution cards, no popular flag shown). */
    kind: z.enum(['packages', 'solutions']),
    eyebrow: z.string(),
    title: z.string(),
    subtitle: z.string(),
    items: z.array(servicePackageDetailSchema).min(4).max(6),
  }),
  featured: z.object({
    eyebrow: z.string(),
    title: z.string(),
    subtitle: z.string(),
    /** Lightbox wraps around (website, brand) or stops at the ends (the other service pages). */
    wrap: z.boolean(),
    items: z.array(galleryItemSchema).min(5).max(6),
    portfolio: linkSchema.optional(),
  }),
  process: z.object({
    title: z.string(),
    subtitle: z.string(),
    steps: z.array(processStepSchema).min(4).max(5),
  }),
  faqs: z.array(faqItemSchema).min(5).max(6),
  testimonial: testimonialSchema,
  related: z.array(serviceSlugSchema).length(3),
  /** Extra cross-links shown beside the related cards (e.g. Matterport -> floor plans). */
  extraLinks: z.array(linkSchema.extend({ text: z.string() })).optional(),
  cta: ctaSchema,
});
export type ServicePage = z.infer<typeof servicePageSchema>;

/** /services/all 'Industries We Serve' tiles. */
const industryTileSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: iconNameSchema,
  stat: z.string(),
  statLabel: z.string(),
});
export type IndustryTile = z.infer<typeof industryTileSchema>;

/** /portfolio index entry (spec: title, icon, href, colour). */
export const portfolioIndexEntrySchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: iconNameSchema,
  href: sitePath,
  color: z.string(),
  image: imagePath,
});
export type PortfolioIndexEntry = z.infer<typeof portfolioIndexEntrySchema>;

/** Flagship project card on /portfolio (links nowhere). */
export const flagshipProjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: imagePath,
  services: z.array(z.string()).min(2),
});
export type FlagshipProject = z.infer<typeof flagshipProjectSchema>;

/** Copy of one /portfolio/{slug} page around the owner-managed items. */
export const collectionPageSchema = z.object({
  slug: z.string(),
  meta: z.object({ title: z.string().min(20).max(70), description: z.string().min(70).max(170) }),
  hero: z.object({ title: z.string(), subtitle: z.string(), description: z.string(), image: imagePath }),
  gridTitle: z.string(),
  gridSubtitle: z.string(),
  badges: z.array(z.string()).optional(),
  cta: ctaSchema,
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;
