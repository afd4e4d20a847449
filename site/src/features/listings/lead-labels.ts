import type { FormLabels } from '../../lib/inquiry/form-status.ts';

/** The lead form's labels where they differ from the contact form's: its text is a message. */
export const LEAD_LABELS = { details: 'Message' } as const satisfies FormLabels;
