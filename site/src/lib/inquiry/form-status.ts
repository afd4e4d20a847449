import {
  INQUIRY_FORM_ERRORS,
  INQUIRY_LABELS,
  type InquiryFormError,
} from '#shared/constants/inquiry-options.ts';
import { PHONE_RULE } from '#shared/content/phone-number.ts';

/** `field` and `fieldMessage`: the field a refusal was about, and what it says beside that field. */
export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'error'; message: string; field?: string; fieldMessage?: string };

/** A form's labels where they differ from the contact form's (a listing's lead form says "Message"). */
export type FormLabels = Readonly<Record<string, string>>;

/** The field's label on this form. */
export const labelIn = (labels: FormLabels, field: string): string | undefined => {
  if (Object.hasOwn(labels, field)) return labels[field];
  const named = Object.hasOwn(INQUIRY_LABELS, field) ? INQUIRY_LABELS[field] : undefined;
  return typeof named === 'string' ? named : undefined;
};

/**
 * What the form's own limits leave for a refused field of a plain post (the redirect names the field,
 * not the problem): the browser keeps lengths and required fields, so the rest is the format.
 */
const RULES: Readonly<Record<string, string>> = {
  phone: PHONE_RULE,
  email: 'must be a valid email address',
  service: 'is not one of the choices offered',
  budget: 'is not one of the choices offered',
  timeline: 'is not one of the choices offered',
};

/**
 * What the address says about the last no-JavaScript post: `?sent=1` or `?error=<code>&field=<name>`.
 * Only known codes and field names are shown, so the address cannot put arbitrary text on the page.
 */
export function statusFromQuery(params: URLSearchParams, labels: FormLabels = {}): FormStatus {
  if (params.get('sent') === '1') return { kind: 'sent' };
  const code = params.get('error');
  if (!code) return { kind: 'idle' };
  const known = Object.hasOwn(INQUIRY_FORM_ERRORS, code);
  const message = known ? INQUIRY_FORM_ERRORS[code as InquiryFormError] : INQUIRY_FORM_ERRORS.unavailable;
  const field = params.get('field') ?? '';
  // Only the fields a visitor fills in (not the hidden trap field).
  const label = field !== 'website' ? labelIn(labels, field) : undefined;
  if (!label) return { kind: 'error', message };
  const rule = Object.hasOwn(RULES, field) ? RULES[field] : 'is required';
  return { kind: 'error', message: `${message} (${label})`, field, fieldMessage: `${label} ${rule}.` };
}
