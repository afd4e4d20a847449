/** Newsletter texts and the client-side e-mail rule (no zod: the public site imports these). */

/** The consent wording shown beside every signup form (kept with each signup, as CASL expects). */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing you agree to receive occasional e-mails about our services and insights. You can unsubscribe at any time.';

export const NEWSLETTER_SUCCESS = "Thank you for subscribing! You'll receive our latest updates.";
export const NEWSLETTER_INVALID = 'Please enter a valid email address';
export const NEWSLETTER_FAILED = 'Failed to subscribe';
/** A signup refused by the rate limit (the JSON error and the no-JavaScript page alike). */
export const NEWSLETTER_BUSY = 'Too many signup attempts. Please try again in a minute.';
/** The no-JavaScript signup page after the server failed to record the address (the store down). */
export const NEWSLETTER_UNAVAILABLE =
  'We could not subscribe you just now. Please press Subscribe again in a few minutes.';

/** Client-side rule of spec section 5: non-empty and contains an at sign. */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes('@');
}

export const UNSUBSCRIBE_DONE =
  'You have been unsubscribed. You will not receive any more newsletters from us.';
export const UNSUBSCRIBE_UNKNOWN =
  'This unsubscribe link is not valid. It may have been mistyped or replaced by a newer one.';
/** The unsubscribe page after its form was refused as too frequent, its token lost (the link opens it again). */
export const UNSUBSCRIBE_BUSY =
  'Too many requests just now. Please open the link in the newsletter again in a minute.';
/** The same refusal with its token kept: the page shows the button again. */
export const UNSUBSCRIBE_BUSY_RETRY =
  'Too many requests just now, so you are still subscribed. Please wait a minute, then press the button below.';
/** The unsubscribe page after the server failed to record the request (the store down). */
export const UNSUBSCRIBE_UNAVAILABLE =
  'We could not unsubscribe you just now, so you are still subscribed. Please press the button below again in a few minutes.';
/** The same failure with no token to give back. */
export const UNSUBSCRIBE_UNAVAILABLE_RELINK =
  'We could not unsubscribe you just now. Please open the link in the newsletter again in a few minutes.';
