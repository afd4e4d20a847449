import { BUDGET_OPTIONS, type Inquiry, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '#shared/schemas/inquiry.ts';
import { listingPath } from '#shared/schemas/listing.ts';
import { inquiryNoun } from '../lib/admin-texts.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores, useInquiries } from '../stores/use-admin-stores.ts';
import { telHref } from '#shared/content/phone-number.ts';
import { COMPANY } from '#shared/content/company.ts';

/** The card's tag: what the inquiry is, as the delete question names it. */
const INQUIRY_KIND = { 'quote request': 'Quote request', 'listing lead': 'Listing lead' } as const;

const labelOf = (options: readonly (readonly [string, string])[], value: string | undefined) =>
  value ? (options.find(([v]) => v === value)?.[1] ?? value) : undefined;

/**
 * The reply link: the owner's mail program opens with a subject the person recognises (the
 * property of a lead, or their quote request), instead of an empty subject line to fill in.
 */
const replyHref = (inquiry: Inquiry) => {
  const subject = inquiry.listing ? inquiry.listing.address : `Your quote request to ${COMPANY.name}`;
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`;
};

/**
 * One inquiry: a quote request from the contact form, or a lead from a property website (which
 * names the property, linked to its page). Who, how to reach them, what they want, the handled toggle.
 */
export function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { inquiries } = useAdminStores();
  const { siteUrl } = useAdminPlatform();
  const updating = useInquiries((s) => s.updating.includes(inquiry.id));
  const handled = inquiry.status === 'handled';
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const facts: [string, string | undefined][] = [
    ['Service', labelOf(SERVICE_OPTIONS, inquiry.service)],
    ['Budget', labelOf(BUDGET_OPTIONS, inquiry.budget)],
    ['Timeline', labelOf(TIMELINE_OPTIONS, inquiry.timeline)],
  ];
  return (
    <li className={handled ? 'admin-inquiry is-handled' : 'admin-inquiry'}>
      <article aria-labelledby={`inquiry-${inquiry.id}`}>
        <header className="admin-inquiry-head">
          <h4 id={`inquiry-${inquiry.id}`}>{name}</h4>
          <span className="admin-inquiry-kind">{INQUIRY_KIND[inquiryNoun(inquiry)]}</span>
          <span className={handled ? 'admin-badge admin-badge--muted' : 'admin-badge admin-badge--new'}>
            {handled ? 'Handled' : 'New'}
          </span>
          <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
        </header>
        {inquiry.listing ? (
          <p className="admin-inquiry-about">
            About:{' '}
            <a href={siteUrl(listingPath(inquiry.listing))} target="_blank" rel="noopener">
              {inquiry.listing.address}
            </a>
          </p>
        ) : null}
        <p className="admin-inquiry-contact">
          <a href={replyHref(inquiry)}>{inquiry.email}</a>
          {inquiry.phone ? <a href={telHref(inquiry.phone)}>{inquiry.phone}</a> : null}
        </p>
        <dl className="admin-inquiry-facts">
          {facts
            .filter((f): f is [string, string] => f[1] !== undefined)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p className="admin-inquiry-details">{inquiry.details}</p>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          aria-pressed={handled}
          aria-disabled={updating || undefined}
          onClick={() => updating || void inquiries.getState().toggleHandled(inquiry.id)}
        >
          Mark handled
        </button>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small admin-button--danger"
          aria-label={`Delete the request from ${name}`}
          aria-disabled={updating || undefined}
          onClick={() => updating || void inquiries.getState().erase(inquiry.id)}
        >
          Delete
        </button>
      </article>
    </li>
  );
}
