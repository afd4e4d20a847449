import {
  BUDGET_OPTIONS,
  INQUIRY_THANKS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from '#shared/constants/inquiry-options.ts';
import { Icon } from '../../../components/ui/icon.tsx';
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
import { SelectField } from './select-field.tsx';

/**
 * The quote request form (spec section 3). A plain POST to /api/inquiries that works without
 * JavaScript (the server redirects back with ?sent=1, or answers a refusal with this page, the
 * refusal shown and `returned`, what was typed, filled back in); with JavaScript it is sent through
 * the API client and the answer is shown in place, what was typed kept and a refused field marked
 * (lib/inquiry/use-inquiry-form.ts). `formToken` is the server-signed token of the page.
 */
export function InquiryForm({
  initialStatus,
  formToken,
  returned = {},
}: {
  initialStatus: FormStatus;
  formToken: string;
  returned?: ReturnedForm;
}) {
  const form = useInquiryForm({ formToken, initialStatus });
  const { token, status, setStatus, fieldErrors, pending, statusRef } = form;

  if (status.kind === 'sent') {
    return (
      <div className="inquiry-sent" role="status" tabIndex={-1} ref={statusRef}>
        <span className="inquiry-sent-icon">
          <Icon name="check" size={32} />
        </span>
        <h3 className="inquiry-sent-title">Request Sent</h3>
        <p>{INQUIRY_THANKS}</p>
        <a
          className="text-link"
          href="/contact"
          onClick={(event) => {
            // A new, empty form in place; without the script the link reloads /contact.
            event.preventDefault();
            window.history.replaceState(window.history.state, '', '/contact');
            setStatus({ kind: 'idle' });
          }}
        >
          Send another request
        </a>
      </div>
    );
  }

  return (
    <RequestForm
      form={form}
      anchor="quote-form"
      className="inquiry-form"
      legend="Your request"
      after={
        <>
          <button type="submit" className="button button--primary inquiry-submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send Request'}
          </button>
          <p className="inquiry-privacy">
            We use your details only to answer your request. See our <a href="/privacy">Privacy Policy</a>.
          </p>
        </>
      }
    >
      <div className="inquiry-row">
        <PersonField
          idPrefix="inquiry"
          field="firstName"
          marked
          error={fieldErrors.firstName}
          defaultValue={returned.firstName}
        />
        <PersonField
          idPrefix="inquiry"
          field="lastName"
          marked
          error={fieldErrors.lastName}
          defaultValue={returned.lastName}
        />
      </div>
      <div className="inquiry-row">
        <PersonField
          idPrefix="inquiry"
          field="email"
          marked
          error={fieldErrors.email}
          defaultValue={returned.email}
        />
        <PersonField
          idPrefix="inquiry"
          field="phone"
          marked
          error={fieldErrors.phone}
          defaultValue={returned.phone}
        />
      </div>
      <SelectField
        id="inquiry-service"
        name="service"
        label="Service interest"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        defaultValue={returned.service}
      />
      <div className="inquiry-row">
        <SelectField
          id="inquiry-budget"
          name="budget"
          label="Project budget"
          placeholder="Select a budget range"
          options={BUDGET_OPTIONS}
          defaultValue={returned.budget}
        />
        <SelectField
          id="inquiry-timeline"
          name="timeline"
          label="Project timeline"
          placeholder="Select a timeline"
          options={TIMELINE_OPTIONS}
          defaultValue={returned.timeline}
        />
      </div>
      <div className="inquiry-field">
        <label htmlFor="inquiry-details">
          Project details <RequiredMark />
        </label>
        <textarea
          id="inquiry-details"
          name="details"
          className="input inquiry-details"
          required
          maxLength={5000}
          rows={6}
          placeholder="Property address or area, type and size, the services you need and your listing date."
          defaultValue={returned.details}
          {...errorProps('inquiry-details', fieldErrors.details)}
        />
        <FieldError id="inquiry-details" message={fieldErrors.details} />
      </div>
      <SpamTrap idPrefix="inquiry" />
      <input type="hidden" name="formToken" value={token} />
    </RequestForm>
  );
}

export default InquiryForm;
