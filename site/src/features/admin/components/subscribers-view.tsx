import { useEffect } from 'react';
import { formatDate } from '../lib/format-date.ts';
import { useAdminStores, useSubscribers } from '../stores/use-admin-stores.ts';
import { LoadError } from './load-error.tsx';
import { StatusScreen } from './status-screen.tsx';

/** Newsletter subscribers with their consent record (CASL), and the CSV export. */
export function SubscribersView() {
  const { subscribers } = useAdminStores();
  const status = useSubscribers((s) => s.status);
  const list = useSubscribers((s) => s.list);
  const error = useSubscribers((s) => s.error);
  const exporting = useSubscribers((s) => s.exporting);
  const erasing = useSubscribers((s) => s.erasing);

  useEffect(() => {
    void subscribers.getState().load();
  }, [subscribers]);

  if (status === 'idle' || status === 'loading') return <StatusScreen text="Loading subscribers..." />;
  if (status === 'error')
    return <LoadError message={error} retry={() => void subscribers.getState().load()} />;
  const active = list.filter((s) => !s.unsubscribedAt).length;
  return (
    <section className="admin-card admin-subscribers" aria-labelledby="admin-subscribers-title">
      <div className="admin-items-head">
        <h3 id="admin-subscribers-title">Newsletter subscribers</h3>
        <p className="admin-count-text">
          {active} active, {list.length - active} unsubscribed
        </p>
        <button
          type="button"
          className="admin-button admin-button--primary admin-button--small"
          disabled={exporting}
          onClick={() => void subscribers.getState().exportCsv()}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="admin-empty">No subscribers yet</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-sr-only">Newsletter subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Source page</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="admin-sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.email}>
                  {/* data-label: a narrow screen shows each row as a card with labelled lines. */}
                  <td data-label="Email">{s.email}</td>
                  <td data-label="Subscribed">
                    <time dateTime={s.subscribedAt}>{formatDate(s.subscribedAt)}</time>
                  </td>
                  <td data-label="Source page">{s.source}</td>
                  <td data-label="Status">
                    {s.unsubscribedAt ? `Unsubscribed ${formatDate(s.unsubscribedAt)}` : 'Active'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button--outline admin-button--small admin-button--danger"
                      aria-label={`Remove ${s.email}`}
                      disabled={erasing.includes(s.email)}
                      onClick={() => void subscribers.getState().erase(s.email)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
