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
import type { FormStatus } from '../../../lib/inquiry/form-status.ts';
import { useInquiryForm } from '../../../lib/inquiry/use-inquiry-form.ts';
import { SelectField } from './select-field.tsx';

/**
 * The quote request form (spec section 3). A plain POST to /api/inquiries that works without
 * JavaScript (the server redirects back with ?sent=1 or ?error=code); with JavaScript it is sent
 * through the API client and the answer is shown in place, what was typed kept and a refused field
 * marked (lib/inquiry/use-inquiry-form.ts). `formToken` is the server-signed token of the page.
 */
export function InquiryForm({ initialStatus, formToken }: { initialStatus: FormStatus; formToken: string }) {
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
        <PersonField idPrefix="inquiry" field="firstName" marked error={fieldErrors.firstName} />
        <PersonField idPrefix="inquiry" field="lastName" marked error={fieldErrors.lastName} />
      </div>
      <div className="inquiry-row">
        <PersonField idPrefix="inquiry" field="email" marked error={fieldErrors.email} />
        <PersonField idPrefix="inquiry" field="phone" marked error={fieldErrors.phone} />
      </div>
      <SelectField
        id="inquiry-service"
        name="service"
        label="Service interest"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
      />
      <div className="inquiry-row">
        <SelectField
          id="inquiry-budget"
          name="budget"
          label="Project budget"
          placeholder="Select a budget range"
          options={BUDGET_OPTIONS}
        />
        <SelectField
          id="inquiry-timeline"
          name="timeline"
          label="Project timeline"
          placeholder="Select a timeline"
          options={TIMELINE_OPTIONS}
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
