import { variantUrl } from '#shared/media/image-variants.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { formatDate } from '../lib/format-date.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { mediaFileName, mediaSize } from '../stores/media-store.ts';
import { ListLoadNotice } from './content-notices.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import { useMediaLibrary } from './use-media-library.ts';
import { mediaUseLines } from '../lib/media-use-lines.ts';
import { plural } from '../lib/plural.ts';

/** Where one upload is used, in plain words, a line per entry; nothing for an unused one. */
function UsesList({ item }: { item: MediaItem }) {
  if (item.uses.length === 0) return <p className="admin-hint">Not used anywhere</p>;
  return (
    <ul className="admin-media-uses" aria-label={`Where ${mediaFileName(item)} is used`}>
      {mediaUseLines(item.uses).map(({ entry, where }) => (
        <li key={entry}>
          {entry}
          {where ? <span className="admin-hint"> ({where})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Media section (docs/uploads.md, "The media library"): every upload with a preview, its
 * size on disk and where it is used; Delete for the unused ones, after a question naming the file.
 * Self-contained: its own store, through the platform's API client.
 */
export function MediaView() {
  const { mediaUrl } = useAdminPlatform();
  const { store, state } = useMediaLibrary();
  const used = state.items.filter((item) => item.uses.length > 0).length;
  const heading = useFocusAfterRemoval(state.items.length);
  return (
    <div className="admin-card admin-content-section">
      <div className="admin-items-head">
        <h3 ref={heading} tabIndex={-1}>
          Media
        </h3>
        <p className="admin-hint">
          {state.status === 'ready' && state.items.length > 0
            ? `${plural(state.items.length, 'uploaded picture')}, ${used} in use. Pictures in use (now, in an earlier version or in the trash) cannot be deleted.`
            : 'Every picture uploaded to the site.'}
        </p>
      </div>
      <ListLoadNotice
        status={state.status}
        error={state.error}
        onRetry={() => void store.getState().load()}
      />
      {state.status === 'ready' && state.items.length === 0 ? (
        <p className="admin-empty">
          No pictures yet. Those you upload in a project, a post, a listing, a portfolio item or under
          Pictures appear here, ready to use again.
        </p>
      ) : null}
      <ul className="admin-media-grid" aria-label="Uploaded pictures">
        {state.items.map((item) => (
          <li key={item.id} className="admin-media-card">
            <img
              src={mediaUrl(variantUrl(item.url, 480, 'jpg'))}
              alt=""
              loading="lazy"
              width={item.width}
              height={item.height}
            />
            <p className="admin-media-name">{mediaFileName(item)}</p>
            <p className="admin-hint">
              {item.width && item.height ? `${item.width} x ${item.height} · ` : ''}
              {mediaSize(item)} on disk
              {item.uploadedAt ? ` · uploaded ${formatDate(item.uploadedAt)}` : ''}
            </p>
            <UsesList item={item} />
            {item.uses.length === 0 ? (
              <button
                type="button"
                className="admin-button admin-button--outline admin-button--small admin-button--danger"
                aria-label={`Delete ${mediaFileName(item)}`}
                aria-disabled={state.deleting !== undefined || undefined}
                onClick={() => state.deleting !== undefined || void store.getState().remove(item)}
              >
                {state.deleting === item.id ? 'Deleting...' : 'Delete'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
