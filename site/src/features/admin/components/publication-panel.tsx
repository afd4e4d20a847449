import { useStore } from 'zustand';
import { API } from '#shared/api/paths.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { publicationOf, scheduledTimeOf } from '../lib/publication.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The shared draft / preview / publish / delete controls of every content editor. Saving keeps
 * the entry's state; Publish and Unpublish save the form with the new state.
 */
export function PublicationPanel<K extends ContentKind, F>({ store }: { store: ContentStore<K, F> }) {
  const { siteUrl } = useAdminPlatform();
  const current = useStore(store, (s) => s.current);
  const publishAt = useStore(store, (s) => s.publishAt);
  const pending = useStore(store, (s) => s.pending);
  const { save, setPublishAt, remove } = store.getState();
  const published = current?.status === 'published';
  return (
    <fieldset className="admin-fieldset admin-fieldset--stack admin-publication">
      <legend className="admin-label">Publication</legend>
      <p className="admin-publication-state">
        Status:{' '}
        {current ? (
          <StatusBadge entry={current} />
        ) : (
          <span className="admin-badge admin-badge--muted">new</span>
        )}
        {current ? <span className="admin-hint"> version {current.version}</span> : null}
      </p>
      <div className="admin-field">
        <label htmlFor="content-publish-at">Publish date (optional)</label>
        <input
          id="content-publish-at"
          type="datetime-local"
          value={publishAt}
          aria-describedby="content-publish-at-hint"
          onChange={(e) => setPublishAt(e.target.value)}
        />
        <p id="content-publish-at-hint" className="admin-hint">
          A published entry stays hidden until then. Leave empty to show it as soon as it is published.
        </p>
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button--outline" disabled={pending}>
          {published ? 'Save' : 'Save draft'}
        </button>
        {published ? (
          <button
            type="button"
            className="admin-button admin-button--outline"
            disabled={pending}
            onClick={() => void save('draft')}
          >
            Unpublish
          </button>
        ) : (
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={pending}
            onClick={() => void save('published')}
          >
            Publish
          </button>
        )}
        {current ? (
          <a
            className="admin-button admin-button--outline"
            href={siteUrl(API.contentPreview(store.getState().kind, current.id))}
            target="_blank"
            rel="noopener"
          >
            Preview
          </a>
        ) : null}
        {current ? (
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={pending}
            onClick={() => void remove()}
          >
            Delete
          </button>
        ) : null}
      </div>
      {current && publicationOf(current) === 'scheduled' ? (
        <p className="admin-hint">Scheduled: visitors see it from {scheduledTimeOf(current.publishAt)}</p>
      ) : null}
    </fieldset>
  );
}
