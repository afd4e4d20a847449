/** Newsletter texts and the client-side e-mail rule (no zod: the public site imports these). */

/** The consent wording shown beside every signup form (kept with each signup, as CASL expects). */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing you agree to receive occasional e-mails about our services and insights. You can unsubscribe at any time.';

export const NEWSLETTER_SUCCESS = "Thank you for subscribing! You'll receive our latest updates.";
export const NEWSLETTER_INVALID = 'Please enter a valid email address';
export const NEWSLETTER_FAILED = 'Failed to subscribe';

/** Client-side rule of spec section 5: non-empty and contains an at sign. */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}

export const UNSUBSCRIBE_DONE =
  'You have been unsubscribed. You will not receive any more newsletters from us.';
export const UNSUBSCRIBE_UNKNOWN =
  'This unsubscribe link is not valid. It may have been mistyped or replaced by a newer one.';
/** The unsubscribe page after its form was refused as too frequent (the link opens it again). */
export const UNSUBSCRIBE_BUSY =
  'Too many requests just now. Please open the link in the newsletter again in a minute.';
