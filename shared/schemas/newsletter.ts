import { z } from 'zod';
import { withLabels } from './field-problems.ts';

export * from '../constants/newsletter-texts.ts';

/**
 * An e-mail address, for every form that asks for one (contact, newsletter, sign-in, a listing's
 * agent). Empty, it is "required", as every other required field says; anything else that is not
 * an address "must be a valid email address" (a length rule would only say less).
 */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254)
  .pipe(z.email({ message: 'must be a valid email address' }))
  .transform((v) => v.toLowerCase());

export const newsletterSignupSchema = withLabels(
  z.strictObject({
    email: emailSchema,
    /** Path of the page the form was on, for the consent record. */
    source: z
      .string()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_-]*$/)
      .optional(),
  }),
  { email: 'Email', source: 'Page' },
);
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

export const subscriberSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
  source: z.string(),
  consentText: z.string(),
  unsubscribedAt: z.string().optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** POST /api/newsletter/unsubscribe (JSON or the unsubscribe page's form). */
export const unsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .min(16, 'is not a valid unsubscribe token')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid unsubscribe token'),
});

/**
 * DELETE /api/admin/subscribers?email=... erases a subscriber. The address goes in the query, which
 * the request log leaves out (the path is logged), so erasing a person does not write them down.
 */
export const subscriberEraseSchema = z.object({ email: emailSchema });

/** GET /api/admin/subscribers?format=csv */
export const subscribersQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
