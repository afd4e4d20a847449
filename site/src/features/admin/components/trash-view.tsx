import { PORTFOLIO_COLLECTIONS } from '#shared/schemas/portfolio.ts';
import { formatDate } from '../lib/format-date.ts';
import { useAdminStores, useTrash } from '../stores/use-admin-stores.ts';
import { AdminTable } from './admin-table.tsx';
import { ListPending, useLoadOnOpen } from './list-pending.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

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

  useLoadOnOpen(trash);
  const heading = useFocusAfterRemoval(list.length);

  if (status !== 'ready')
    return <ListPending status={status} error={error} loading="Loading the trash..." store={trash} />;
  return (
    <section className="admin-card admin-trash" aria-labelledby="admin-trash-title">
      <div className="admin-items-head">
        <h3 id="admin-trash-title" ref={heading} tabIndex={-1}>
          Trash
        </h3>
        <p className="admin-count-text">Deleted items are kept for 30 days, then removed for good.</p>
      </div>
      {list.length === 0 ? (
        <p className="admin-empty">The trash is empty</p>
      ) : (
        <AdminTable
          caption="Deleted items"
          columns={['Name', 'Kind', 'Deleted', 'Removed for good']}
          rows={list}
          rowKey={(item) => item.id}
          cells={(item) => [
            item.name,
            kindLabel(item.kind),
            <time key="deleted" dateTime={item.deletedAt}>
              {formatDate(item.deletedAt)}
            </time>,
            <time key="purge" dateTime={item.purgeAt}>
              {formatDate(item.purgeAt)}
            </time>,
          ]}
          action={{
            label: 'Restore',
            name: (item) => item.name,
            busy: (item) => restoring.includes(item.id),
            run: (item) => void trash.getState().restore(item.id),
          }}
        />
      )}
    </section>
  );
}
