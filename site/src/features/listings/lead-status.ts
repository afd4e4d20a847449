import { INQUIRY_FORM_ERRORS, type InquiryFormError } from '#shared/constants/inquiry-options.ts';

export type LeadStatus = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * What the address says about the last lead sent from a listing page (`?sent=1` or `?error=code`).
 * Only known codes are shown, so the address cannot put arbitrary text on the page.
 */
export function leadStatusFrom(params: URLSearchParams): LeadStatus {
  if (params.get('sent') === '1') return { kind: 'sent' };
  const code = params.get('error');
  if (!code) return { kind: 'idle' };
  const known = Object.hasOwn(INQUIRY_FORM_ERRORS, code);
  return {
    kind: 'error',
    message: known ? INQUIRY_FORM_ERRORS[code as InquiryFormError] : INQUIRY_FORM_ERRORS.unavailable,
  };
}
