import { z } from 'zod';
import { emailSchema } from './newsletter.ts';

/** Option lists of the contact form (spec section 3): value and the label shown. */
export const SERVICE_OPTIONS = [
  ['photography', 'Real Estate Photography'],
  ['video', 'Video Production'],
  ['drone', 'Drone Services'],
  ['matterport', 'Matterport 3D Tours'],
  ['editing', 'Photo & Video Editing'],
  ['website', 'Website Design'],
  ['branding', 'Brand Apparel & Branding'],
  ['ai', 'AI Services'],
  ['multiple', 'Multiple Services'],
  ['consultation', 'Consultation'],
] as const;
export const BUDGET_OPTIONS = [
  ['under-1k', 'Under $1,000'],
  ['1k-5k', '$1,000 - $5,000'],
  ['5k-10k', '$5,000 - $10,000'],
  ['10k-25k', '$10,000 - $25,000'],
  ['25k-plus', '$25,000+'],
  ['discuss', "Let's discuss"],
] as const;
export const TIMELINE_OPTIONS = [
  ['asap', 'As soon as possible'],
  ['1-week', 'Within 1 week'],
  ['2-weeks', 'Within 2 weeks'],
  ['1-month', 'Within 1 month'],
  ['2-months', 'Within 2 months'],
  ['flexible', 'Flexible'],
] as const;

const values = <T extends readonly (readonly [string, string])[]>(options: T) =>
  options.map(([v]) => v) as unknown as [T[number][0], ...T[number][0][]];

const optionalChoice = <T extends readonly (readonly [string, string])[]>(options: T) =>
  z
    .union([z.enum(values(options)), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/inquiries (JSON or an urlencoded form post). `website` and `startedAt` are spam traps. */
export const inquirySchema = z.strictObject({
  firstName: z.string().trim().min(1, 'is required').max(100),
  lastName: z.string().trim().min(1, 'is required').max(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+().\s-]*$/, 'may contain only digits, spaces and + ( ) . -')
    .optional()
    .transform((v) => (v ? v : undefined)),
  service: optionalChoice(SERVICE_OPTIONS),
  budget: optionalChoice(BUDGET_OPTIONS),
  timeline: optionalChoice(TIMELINE_OPTIONS),
  details: z.string().trim().min(1, 'is required').max(5000),
  /** Honeypot: a field people never see; bots fill it. */
  website: z.string().max(500).optional(),
  /** When the form was shown (ms since epoch); a submit faster than a person can type is refused. */
  startedAt: z.coerce.number().int().optional(),
});
export type InquiryInput = z.input<typeof inquirySchema>;

export const inquiryStatusSchema = z.enum(['new', 'handled']);
export const inquirySchemaStored = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  service: z.string().optional(),
  budget: z.string().optional(),
  timeline: z.string().optional(),
  details: z.string(),
  status: inquiryStatusSchema,
  createdAt: z.string(),
  handledAt: z.string().optional(),
});
export type Inquiry = z.infer<typeof inquirySchemaStored>;

/** PATCH /api/admin/inquiries/{id} */
export const inquiryPatchSchema = z.strictObject({ status: inquiryStatusSchema });

export const INQUIRY_THANKS =
  'Thank you! Your request has been received. We typically reply within 2-4 hours during business hours.';
