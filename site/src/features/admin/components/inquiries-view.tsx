import { useAdminStores, useInquiries } from '../stores/use-admin-stores.ts';
import { InquiryCard } from './inquiry-card.tsx';
import { ListPending, useLoadOnOpen } from './list-pending.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

/**
 * The inbox: quote requests from the contact form and leads from property websites, newest first,
 * each marked handled or not (titled Inquiries, as its tab: a lead is not a quote request).
 */
export function InquiriesView() {
  const { inquiries } = useAdminStores();
  const status = useInquiries((s) => s.status);
  const list = useInquiries((s) => s.list);
  const error = useInquiries((s) => s.error);

  useLoadOnOpen(inquiries);
  const heading = useFocusAfterRemoval(list.length);

  if (status !== 'ready')
    return <ListPending status={status} error={error} loading="Loading inquiries..." store={inquiries} />;
  const open = list.filter((i) => i.status === 'new').length;
  return (
    <section className="admin-card admin-inquiries" aria-labelledby="admin-inquiries-title">
      <div className="admin-items-head">
        <h3 id="admin-inquiries-title" ref={heading} tabIndex={-1}>
          Inquiries
        </h3>
        <p className="admin-count-text">
          {list.length} total, {open} new
        </p>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => void inquiries.getState().load()}
        >
          Refresh
        </button>
      </div>
      {list.length === 0 ? (
        // Says where requests come from, so a new owner knows the inbox is working, not broken.
        <p className="admin-empty">
          No quote requests or listing leads yet. Requests sent with the site's Get a Quote form, and leads
          from a listing's page, appear here, newest first.
        </p>
      ) : (
        <ol className="admin-inquiry-list">
          {list.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </ol>
      )}
    </section>
  );
}
