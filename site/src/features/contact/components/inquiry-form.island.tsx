import { type FormEvent, useEffect, useRef, useState } from 'react';
import { publicApi } from '#shared/api/public-api.ts';
import { ApiError, visitorMessageOf } from '#shared/api/api-error.ts';
import { API } from '#shared/api/paths.ts';
import {
  BUDGET_OPTIONS,
  INQUIRY_FORM_EXPIRED,
  INQUIRY_FORM_RENEWED,
  INQUIRY_FORM_UNVERIFIED,
  INQUIRY_THANKS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from '#shared/constants/inquiry-options.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { PersonField, SpamTrap } from '../../../components/ui/request-fields.tsx';
import type { FormStatus } from '../lib/form-status.ts';
import { formToInquiry } from '../lib/form-to-inquiry.ts';
import { SelectField } from './select-field.tsx';

/** The server refused the form's token: a fresh one makes the form sendable again. */
const isTokenRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  (error.message === INQUIRY_FORM_UNVERIFIED || error.message === INQUIRY_FORM_EXPIRED);

/**
 * The quote request form (spec section 3). A plain POST to /api/inquiries that works without
 * JavaScript (the server redirects back with ?sent=1 or ?error=code); with JavaScript it is sent
 * through the API client and the answer is shown in place. `formToken` is the server-signed token
 * of the page (its issue time drives the server's timing check).
 */
export function InquiryForm({ initialStatus, formToken }: { initialStatus: FormStatus; formToken: string }) {
  const [token, setToken] = useState(formToken);
  const [status, setStatus] = useState<FormStatus>(initialStatus);
  const [pending, setPending] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => setToken(formToken), [formToken]);
  useEffect(() => setStatus(initialStatus), [initialStatus]);

  /** A form left open too long (or shown offline): fetch a new token and keep what was typed. */
  async function renewToken(): Promise<boolean> {
    try {
      setToken((await publicApi.inquiryFormToken()).token);
      return true;
    } catch {
      return false;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = formToInquiry(new FormData(form));
    setStatus({ kind: 'idle' });
    setPending(true);
    try {
      await publicApi.submitInquiry(input);
      form.reset();
      setStatus({ kind: 'sent' });
    } catch (error) {
      const renewed = isTokenRefusal(error) && (await renewToken());
      setStatus({ kind: 'error', message: renewed ? INQUIRY_FORM_RENEWED : visitorMessageOf(error) });
    } finally {
      setPending(false);
      statusRef.current?.focus();
    }
  }

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
    <form className="inquiry-form" method="post" action={API.inquiries} onSubmit={onSubmit}>
      <div className="inquiry-status" ref={statusRef} tabIndex={-1}>
        {status.kind === 'error' ? (
          <p className="inquiry-error" role="alert">
            {status.message}
          </p>
        ) : null}
      </div>
      <p className="inquiry-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className="inquiry-fields" disabled={pending}>
        <legend className="visually-hidden">Your request</legend>
        <div className="inquiry-row">
          <PersonField idPrefix="inquiry" field="firstName" marked />
          <PersonField idPrefix="inquiry" field="lastName" marked />
        </div>
        <div className="inquiry-row">
          <PersonField idPrefix="inquiry" field="email" marked />
          <PersonField idPrefix="inquiry" field="phone" marked />
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
            Project details <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="inquiry-details"
            name="details"
            className="input inquiry-details"
            required
            maxLength={5000}
            rows={6}
            placeholder="Property address or area, type and size, the services you need and your listing date."
          />
        </div>
        <SpamTrap idPrefix="inquiry" />
        <input type="hidden" name="formToken" value={token} />
      </fieldset>
      <button type="submit" className="button button--primary inquiry-submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send Request'}
      </button>
      <p className="inquiry-privacy">
        We use your details only to answer your request. See our <a href="/privacy">Privacy Policy</a>.
      </p>
    </form>
  );
}

export default InquiryForm;
