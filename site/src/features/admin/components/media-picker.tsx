import { variantUrl } from '#shared/media/image-variants.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { mediaFileName } from '../stores/media-store.ts';
import { ListLoadNotice } from './content-notices.tsx';
import { useMediaLibrary } from './use-media-library.ts';

/**
 * Reuse: the pictures already uploaded, to put one in a picture field without uploading it again.
 * Newest first; each says where it is used already.
 */
export function MediaPicker({ label, onPick }: { label: string; onPick(url: string): void }) {
  const { mediaUrl } = useAdminPlatform();
  const { store, state } = useMediaLibrary();
  return (
    <div className="admin-media-picker">
      <ListLoadNotice
        status={state.status}
        error={state.error}
        onRetry={() => void store.getState().load()}
      />
      {state.status === 'ready' && state.items.length === 0 ? (
        <p className="admin-hint">No pictures uploaded yet.</p>
      ) : null}
      <ul className="admin-media-grid admin-media-grid--small" aria-label={`Uploaded pictures for ${label}`}>
        {state.items.map((item) => (
          <li key={item.id} className="admin-media-card">
            <img src={mediaUrl(variantUrl(item.url, 480, 'jpg'))} alt="" loading="lazy" />
            <p className="admin-hint">
              {item.uses.length
                ? `Used by ${item.uses[0]!.text}${item.uses.length > 1 ? ' and more' : ''}`
                : 'Not used yet'}
            </p>
            <button
              type="button"
              className="admin-button admin-button--outline admin-button--small"
              aria-label={`Use ${mediaFileName(item)}`}
              onClick={() => onPick(item.url)}
            >
              Use this picture
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
