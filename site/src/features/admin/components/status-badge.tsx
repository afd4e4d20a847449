import { publicationOf } from '../lib/publication.ts';

/** draft / published / scheduled, as the lists and the editors show an entry's state. */
export function StatusBadge({
  entry,
}: {
  entry: { status: 'draft' | 'published'; publishAt?: string | undefined };
}) {
  const label = publicationOf(entry);
  return <span className={`admin-badge admin-status admin-status--${label}`}>{label}</span>;
}
