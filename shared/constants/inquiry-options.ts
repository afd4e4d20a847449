/** Contact form option lists and texts (no zod: the public site imports these). */
import type { FieldLabels } from '../schemas/field-problems.ts';

/** The contact form's fields as it labels them (a refusal names them so; field-problems.ts). */
export const INQUIRY_LABELS: FieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service interest',
  budget: 'Project budget',
  timeline: 'Project timeline',
  details: 'Project details',
  website: 'Website',
};

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

export const INQUIRY_THANKS =
  'Thank you! Your request has been received. We typically reply within 2-4 hours during business hours.';

/**
 * A listing lead's thank-you (docs/listings.md, "Leads"): the buyer wrote about the property, so the
 * answer comes from its listing agent, to whom the agency passes every lead; not the agency's reply time.
 */
export const LEAD_THANKS =
  'Thank you! Your message has been received and passed on to the listing agent, who will get back to you.';

export const INQUIRY_TOO_FAST = 'Please take a moment to fill in the form before sending it.';

/**
 * Shown by the script when a request was still refused as too fast after it waited and sent it
 * again by itself (a form filled in by the browser at once); what the visitor typed is kept.
 */
export const INQUIRY_TOO_FAST_AGAIN =
  'Your request was not sent yet because it came in very quickly. Please wait a few seconds and press Send again: everything you typed is still here.';

/** The form's signed token is missing, malformed or not the server's. */
export const INQUIRY_FORM_UNVERIFIED =
  'This form could not be verified. Please reload the page and send your request again.';

/** The form's signed token is older than the server accepts. */
export const INQUIRY_FORM_EXPIRED =
  'This form has been open for too long. Please reload the page and send your request again.';

/**
 * Shown by the script after it replaced a refused token (expired, or missing because the page was
 * shown offline) with a fresh one; what the visitor typed is kept.
 */
export const INQUIRY_FORM_RENEWED =
  'This form has been renewed. Please check your details and send your request again.';

/**
 * The no-JavaScript contact form posts and is redirected to `/contact?sent=1` or
 * `/contact?error=<code>` (plus `&field=<name>` for `invalid`): the page shows these texts.
 */
export const INQUIRY_FORM_ERRORS = {
  invalid: 'Please check the form: a required field is missing or not valid.',
  'too-fast': INQUIRY_TOO_FAST,
  // The page the visitor is sent back to carries a fresh form with what they typed, so no reload is needed.
  unverified:
    'Your request could not be verified, so it was not sent. Please check the form and send it again.',
  expired:
    'The form had been open for too long, so your request was not sent. Please check the form and send it again.',
  'rate-limited': 'Too many requests were sent from your connection. Please try again in a few minutes.',
  unavailable: 'Your request could not be sent right now. Please try again, or call or e-mail us.',
  'too-large': 'Your request is too long to send. Please shorten the details and try again.',
} as const;
export type InquiryFormError = keyof typeof INQUIRY_FORM_ERRORS;
