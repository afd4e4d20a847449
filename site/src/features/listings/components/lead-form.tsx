import { API } from '#shared/api/paths.ts';
import { INQUIRY_THANKS } from '#shared/constants/inquiry-options.ts';
import { PersonField, SpamTrap } from '../../../components/ui/request-fields.tsx';
import type { LeadStatus } from '../lead-status.ts';

interface LeadFormProps {
  slug: string;
  address: string;
  formToken: string;
  status: LeadStatus;
}

/**
 * "Ask about this property": a plain form post to the quote request API, marked with the listing.
 * It needs no script: the server stores the lead in the owner's inbox, e-mails the agent when mail
 * is set up, and sends the visitor back here with ?sent=1 (or ?error=code).
 */
export function LeadForm({ slug, address, formToken, status }: LeadFormProps) {
  return (
    <section className="listing-lead" id="lead-form" aria-labelledby="listing-lead-title">
      <h2 id="listing-lead-title" className="listing-section-title">
        Ask About This Property
      </h2>
      {status.kind === 'sent' ? (
        <p className="inquiry-sent" role="status">
          {INQUIRY_THANKS}
        </p>
      ) : (
        <form className="inquiry-form listing-lead-form" method="post" action={API.inquiries}>
          {status.kind === 'error' ? (
            <p className="inquiry-error" role="alert">
              {status.message}
            </p>
          ) : null}
          <input type="hidden" name="listing" value={slug} />
          <input type="hidden" name="formToken" value={formToken} />
          <div className="inquiry-row">
            <PersonField idPrefix="lead" field="firstName" />
            <PersonField idPrefix="lead" field="lastName" />
          </div>
          <PersonField idPrefix="lead" field="email" />
          <PersonField idPrefix="lead" field="phone" />
          <div className="inquiry-field">
            <label htmlFor="lead-details">Message</label>
            <textarea
              id="lead-details"
              name="details"
              className="input"
              required
              maxLength={5000}
              rows={4}
              defaultValue={`I would like more information about ${address}.`}
            />
          </div>
          <SpamTrap idPrefix="lead" />
          <button type="submit" className="button button--primary">
            Send
          </button>
        </form>
      )}
    </section>
  );
}
