import { formatDate } from '../lib/format-date.ts';
import { useAdminStores, useSubscribers } from '../stores/use-admin-stores.ts';
import { AdminTable } from './admin-table.tsx';
import { ListPending, useLoadOnOpen } from './list-pending.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

/** The page of the sign-up as the owner says it: the home page's path "/" means nothing to them. */
const sourcePage = (path: string) => (path === '/' ? 'Home page' : path);

/** Newsletter subscribers with their consent record (CASL), and the CSV export. */
export function SubscribersView() {
  const { subscribers } = useAdminStores();
  const status = useSubscribers((s) => s.status);
  const list = useSubscribers((s) => s.list);
  const error = useSubscribers((s) => s.error);
  const exporting = useSubscribers((s) => s.exporting);
  const erasing = useSubscribers((s) => s.erasing);
  useLoadOnOpen(subscribers);
  const heading = useFocusAfterRemoval(list.length);

  if (status !== 'ready')
    return <ListPending status={status} error={error} loading="Loading subscribers..." store={subscribers} />;
  const active = list.filter((s) => !s.unsubscribedAt).length;
  return (
    <section className="admin-card admin-subscribers" aria-labelledby="admin-subscribers-title">
      <div className="admin-items-head">
        <h3 id="admin-subscribers-title" ref={heading} tabIndex={-1}>
          Newsletter subscribers
        </h3>
        <p className="admin-count-text">
          {active} active, {list.length - active} unsubscribed
        </p>
        <button
          type="button"
          className="admin-button admin-button--primary admin-button--small"
          // Not disabled while busy: a disabled button drops the keyboard to the top of the page.
          aria-disabled={exporting || undefined}
          onClick={() => void subscribers.getState().exportCsv()}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="admin-empty">
          No subscribers yet. People who sign up with the newsletter form at the foot of the site's pages
          appear here, with when and where they signed up.
        </p>
      ) : (
        <AdminTable
          caption="Newsletter subscribers"
          columns={['Email', 'Subscribed', 'Source page', 'Status']}
          rows={list}
          rowKey={(s) => s.email}
          cells={(s) => [
            s.email,
            <time key="subscribed" dateTime={s.subscribedAt}>
              {formatDate(s.subscribedAt)}
            </time>,
            sourcePage(s.source),
            s.unsubscribedAt ? `Unsubscribed ${formatDate(s.unsubscribedAt)}` : 'Active',
          ]}
          action={{
            label: 'Remove',
            danger: true,
            name: (s) => s.email,
            busy: (s) => erasing.includes(s.email),
            run: (s) => void subscribers.getState().erase(s.email),
          }}
        />
      )}
    </section>
  );
}
