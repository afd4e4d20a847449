import { z } from 'zod';

/** The consent wording shown beside every signup form (kept with each signup, as CASL expects). */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing you agree to receive occasional e-mails about our services and insights. You can unsubscribe at any time.';

export const NEWSLETTER_SUCCESS = "Thank you for subscribing! You'll receive our latest updates.";
export const NEWSLETTER_INVALID = 'Please enter a valid email address';
export const NEWSLETTER_FAILED = 'Failed to subscribe';

export const emailSchema = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .pipe(z.email({ message: 'must be a valid email address' }))
  .transform((v) => v.toLowerCase());

export const newsletterSignupSchema = z.strictObject({
  email: emailSchema,
  /** Path of the page the form was on, for the consent record. */
  source: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .optional(),
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

export const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

export const subscriberSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
  source: z.string(),
  consentText: z.string(),
  unsubscribedAt: z.string().optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** Client-side rule of spec section 5: non-empty and contains an at sign. */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}
