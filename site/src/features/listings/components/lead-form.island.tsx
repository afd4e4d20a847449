import { LEAD_THANKS } from '#shared/constants/inquiry-options.ts';
import {
  errorProps,
  FieldError,
  PersonField,
  RequestForm,
  RequiredMark,
  SpamTrap,
} from '../../../components/ui/request-fields.tsx';
import type { ReturnedForm } from '#shared/schemas/inquiry.ts';
import type { FormStatus } from '../../../lib/inquiry/form-status.ts';
import { useInquiryForm } from '../../../lib/inquiry/use-inquiry-form.ts';
import { LEAD_LABELS } from '../lead-labels.ts';

interface LeadFormProps {
  slug: string;
  address: string;
  formToken: string;
  initialStatus: FormStatus;
  /** What a refused plain post typed: the server answers it with this page, filled in again. */
  returned?: ReturnedForm;
}

/**
 * "Ask about this property": the quote request, marked with the listing. Without the script it is a
 * plain form post: the server stores the lead in the owner's inbox, e-mails the agent when mail is
 * set up, and sends the visitor back here with ?sent=1; a refusal is answered with this page, the
 * form filled in again with `returned` and the refused field marked. With the script
 * it is sent as the contact form is (lib/inquiry/use-inquiry-form.ts): what was typed is kept, a
 * refused field is marked, named with its rule and focused.
 */
export function LeadForm({ slug, address, formToken, initialStatus, returned = {} }: LeadFormProps) {
  const form = useInquiryForm({ formToken, initialStatus, labels: LEAD_LABELS });
  const { token, status, fieldErrors, pending, statusRef } = form;
  if (status.kind === 'sent') {
    return (
      <div className="inquiry-sent" role="status" tabIndex={-1} ref={statusRef}>
        <p>{LEAD_THANKS}</p>
      </div>
    );
  }
  return (
    <RequestForm
      form={form}
      listing={slug}
      anchor="lead-form"
      className="inquiry-form listing-lead-form"
      legend="Your message"
      after={
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Sending...' : 'Send'}
        </button>
      }
    >
      <input type="hidden" name="listing" value={slug} />
      <input type="hidden" name="formToken" value={token} />
      <div className="inquiry-row">
        <PersonField
          idPrefix="lead"
          field="firstName"
          marked
          error={fieldErrors.firstName}
          defaultValue={returned.firstName}
        />
        <PersonField
          idPrefix="lead"
          field="lastName"
          marked
          error={fieldErrors.lastName}
          defaultValue={returned.lastName}
        />
      </div>
      <PersonField
        idPrefix="lead"
        field="email"
        marked
        error={fieldErrors.email}
        defaultValue={returned.email}
      />
      <PersonField
        idPrefix="lead"
        field="phone"
        marked
        error={fieldErrors.phone}
        defaultValue={returned.phone}
      />
      <div className="inquiry-field">
        <label htmlFor="lead-details">
          {LEAD_LABELS.details} <RequiredMark />
        </label>
        <textarea
          id="lead-details"
          name="details"
          className="input"
          required
          maxLength={5000}
          rows={4}
          defaultValue={returned.details ?? `I would like more information about ${address}.`}
          {...errorProps('lead-details', fieldErrors.details)}
        />
        <FieldError id="lead-details" message={fieldErrors.details} />
      </div>
      <SpamTrap idPrefix="lead" />
    </RequestForm>
  );
}

export default LeadForm;
