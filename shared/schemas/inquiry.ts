import { z } from 'zod';
import {
  BUDGET_OPTIONS,
  INQUIRY_LABELS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from '../constants/inquiry-options.ts';
import { withLabels } from './field-problems.ts';
import { emailSchema } from './newsletter.ts';
import { lineText, multiLineText } from './text.ts';
import { PHONE_PATTERN, PHONE_RULE } from '../content/phone-number.ts';

export * from '../constants/inquiry-options.ts';

/** The option values as the enum zod makes of them (value: value). */
const values = <T extends readonly (readonly [string, string])[]>(options: T) =>
  Object.fromEntries(options.map(([v]) => [v, v])) as { [V in T[number][0]]: V };

const optionalChoice = <T extends readonly (readonly [string, string])[]>(options: T) =>
  z
    .union([z.enum(values(options)), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * POST /api/inquiries (JSON or an urlencoded form post). `website` (honeypot) and `formToken`
 * (server-signed issue time, for the timing check) are the spam defences.
 */
export const inquirySchema = withLabels(
  z.strictObject({
    firstName: lineText().trim().min(1, 'is required').max(100),
    lastName: lineText().trim().min(1, 'is required').max(100),
    email: emailSchema,
    phone: lineText()
      .trim()
      .max(40)
      .regex(PHONE_PATTERN, PHONE_RULE)
      .optional()
      .transform((v) => (v ? v : undefined)),
    service: optionalChoice(SERVICE_OPTIONS),
    budget: optionalChoice(BUDGET_OPTIONS),
    timeline: optionalChoice(TIMELINE_OPTIONS),
    details: multiLineText().trim().min(1, 'is required').max(5000),
    /** A lead from a property website: the listing's address (slug); docs/listings.md. */
    listing: z
      .string()
      .max(80)
      .regex(/^[a-z0-9-]*$/, 'is not a listing address')
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** Honeypot: a field people never see; bots fill it. */
    website: z.string().max(500).optional(),
    /**
     * The signed token the server put in the form (GET /contact or GET /api/inquiries/form-token).
     * Anything that is not a short string counts as missing; the server answers "please reload".
     */
    formToken: z.string().max(100).optional().catch(undefined),
    /**
     * Legacy: pages shown before the signed token sent the browser's clock here. Accepted and
     * ignored, so such a page gets the "please reload" answer rather than "unknown field".
     */
    startedAt: z
      .unknown()
      .optional()
      .transform(() => undefined),
  }),
  INQUIRY_LABELS,
);
export type InquiryInput = Omit<z.input<typeof inquirySchema>, 'startedAt'>;

/** The longest text a request form's field takes (the details): nothing longer is given back. */
const RETURNED_CHARS = 5000;
const typed = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => v?.slice(0, RETURNED_CHARS) || undefined)
  .optional();

/**
 * What a visitor typed into a request form, read from a plain post the server refused, so the page
 * it answers with shows the form filled in again (README.md, "Quote requests").
 * Only the fields a person fills in: never the token or the spam trap. Never stored.
 */
export const returnedFormSchema = z
  .object({
    firstName: typed,
    lastName: typed,
    email: typed,
    phone: typed,
    service: typed,
    budget: typed,
    timeline: typed,
    details: typed,
  })
  .catch({});
export type ReturnedForm = z.infer<typeof returnedFormSchema>;

/** GET /api/inquiries/form-token: a fresh token for a contact form shown without a server render. */
export const formTokenAnswerSchema = z.strictObject({ token: z.string().min(1) });
export type FormTokenAnswer = z.infer<typeof formTokenAnswerSchema>;

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
  /** The property website the lead was sent from. */
  listing: z.object({ slug: z.string(), address: z.string() }).optional(),
  status: inquiryStatusSchema,
  createdAt: z.string(),
  handledAt: z.string().optional(),
});
export type Inquiry = z.infer<typeof inquirySchemaStored>;

/** The {id} of /api/admin/inquiries/{id}: the server makes UUIDs; anything else names no request. */
export const inquiryIdSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/);

/** PATCH /api/admin/inquiries/{id} */
export const inquiryPatchSchema = z.strictObject({ status: inquiryStatusSchema });
