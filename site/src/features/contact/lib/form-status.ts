import { INQUIRY_FORM_ERRORS, type InquiryFormError } from '#shared/constants/inquiry-options.ts';

/** Labels of the fields the server may name in `?field=` after a failed no-JavaScript post. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service interest',
  budget: 'Project budget',
  timeline: 'Project timeline',
  details: 'Project details',
};

export type FormStatus = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * What the address says about the last no-JavaScript post: `?sent=1` or `?error=<code>&field=<name>`.
 * Only known codes and field names are shown, so the address cannot put arbitrary text on the page.
 */
export function statusFromQuery(params: URLSearchParams): FormStatus {
  if (params.get('sent') === '1') return { kind: 'sent' };
  const code = params.get('error');
  if (!code) return { kind: 'idle' };
  const known = Object.hasOwn(INQUIRY_FORM_ERRORS, code);
  const message = known ? INQUIRY_FORM_ERRORS[code as InquiryFormError] : INQUIRY_FORM_ERRORS.unavailable;
  const field = params.get('field') ?? '';
  const label = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  return { kind: 'error', message: label ? `${message} (${label})` : message };
}
