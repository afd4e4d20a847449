import {
  INQUIRY_FORM_ERRORS,
  INQUIRY_LABELS,
  type InquiryFormError,
} from '#shared/constants/inquiry-options.ts';

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
  // Only the fields a visitor fills in (not the hidden trap field).
  const named =
    field !== 'website' && Object.hasOwn(INQUIRY_LABELS, field) ? INQUIRY_LABELS[field] : undefined;
  const label = typeof named === 'string' ? named : undefined;
  return { kind: 'error', message: label ? `${message} (${label})` : message };
}
