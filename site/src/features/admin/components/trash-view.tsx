import { useEffect } from 'react';
import { PORTFOLIO_COLLECTIONS } from '#shared/schemas/portfolio.ts';
import { formatDate } from '../lib/format-date.ts';
import { useAdminStores, useTrash } from '../stores/use-admin-stores.ts';
import { LoadError } from './load-error.tsx';
import { StatusScreen } from './status-screen.tsx';

const CONTENT_LABELS: Record<string, string> = {
  projects: 'Project',
  posts: 'Blog post',
  pictures: 'Page picture',
  testimonials: 'Testimonial',
};

/** What the owner calls the kind of a trashed item: "Project", "Drone portfolio". */
const kindLabel = (kind: string) =>
  CONTENT_LABELS[kind] ?? `${PORTFOLIO_COLLECTIONS.find((c) => c.key === kind)?.label ?? kind} portfolio`;

/** Deleted entries of the last 30 days, newest first, each with Restore (docs/trash.md). */
export function TrashView() {
  const { trash } = useAdminStores();
  const status = useTrash((s) => s.status);
  const list = useTrash((s) => s.list);
  const error = useTrash((s) => s.error);
  const restoring = useTrash((s) => s.restoring);

  useEffect(() => {
    void trash.getState().load();
  }, [trash]);

  if (status === 'idle' || status === 'loading') return <StatusScreen text="Loading the trash..." />;
  if (status === 'error') return <LoadError message={error} retry={() => void trash.getState().load()} />;
  return (
    <section className="admin-card admin-trash" aria-labelledby="admin-trash-title">
      <div className="admin-items-head">
        <h3 id="admin-trash-title">Trash</h3>
        <p className="admin-count-text">Deleted items are kept for 30 days, then removed for good.</p>
      </div>
      {list.length === 0 ? (
        <p className="admin-empty">The trash is empty</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-sr-only">Deleted items</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Deleted</th>
                <th scope="col">Removed for good</th>
                <th scope="col">
                  <span className="admin-sr-only">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.id}>
                  <td data-label="Name">{item.name}</td>
                  <td data-label="Kind">{kindLabel(item.kind)}</td>
                  <td data-label="Deleted">
                    <time dateTime={item.deletedAt}>{formatDate(item.deletedAt)}</time>
                  </td>
                  <td data-label="Removed for good">
                    <time dateTime={item.purgeAt}>{formatDate(item.purgeAt)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button--outline admin-button--small"
                      aria-label={`Restore ${item.name}`}
                      disabled={restoring.includes(item.id)}
                      onClick={() => void trash.getState().restore(item.id)}
                    >
                      Restore
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
