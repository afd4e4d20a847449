import { variantUrl } from '#shared/media/image-variants.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import type { UploadRow } from '../stores/uploads-store.ts';
import { useAdminStores, useEditor } from '../stores/use-admin-stores.ts';

function statusText(row: UploadRow, inUse: boolean): string {
  switch (row.phase) {
    case 'ready':
      return row.error ? `${row.error} Press Upload to try again.` : 'Ready to upload';
    case 'uploading':
      return row.progress?.total
        ? `Uploading ${Math.round((row.progress.sent / row.progress.total) * 100)}%`
        : 'Uploading...';
    case 'done':
      return inUse ? 'Uploaded: in the Image URL field' : 'Uploaded';
    case 'failed':
      return row.error ?? 'Upload failed';
  }
}

/** One chosen file: its name, progress or outcome, and what the owner can do with it next. */
export function UploadRowView({ row }: { row: UploadRow }) {
  const { editor, uploads } = useAdminStores();
  const { mediaUrl } = useAdminPlatform();
  const src = useEditor((s) => s.form.src.trim());
  const editing = useEditor((s) => s.editing !== null);
  const inUse = row.phase === 'done' && row.url === src;
  const nameId = `upload-${row.id}-name`;
  const failed = row.phase === 'failed' || (row.phase === 'ready' && row.error);
  return (
    <li className={`admin-upload is-${row.phase}`}>
      {row.phase === 'done' && row.url ? (
        <img className="admin-upload-preview" src={mediaUrl(variantUrl(row.url, 480, 'jpg'))} alt="" />
      ) : null}
      <span id={nameId} className="admin-upload-name">
        {row.name}
      </span>
      {row.phase === 'uploading' ? (
        // Without a value a progress bar is indeterminate: the host cannot count the bytes.
        <progress
          max={row.progress?.total || undefined}
          value={row.progress?.total ? row.progress.sent : undefined}
          aria-label={`Progress of ${row.name}`}
        />
      ) : null}
      <span className={failed ? 'admin-form-error' : 'admin-hint'} role={failed ? 'alert' : undefined}>
        {statusText(row, inUse)}
      </span>
      <span className="admin-upload-actions">
        {row.phase === 'done' && row.url && !inUse ? (
          <button
            type="button"
            className="admin-button admin-button--outline admin-button--small"
            aria-describedby={nameId}
            onClick={() => editor.getState().setField('src', row.url ?? '')}
          >
            Use this image
          </button>
        ) : null}
        {row.phase === 'done' && row.url && editing ? (
          <button
            type="button"
            className="admin-button admin-button--outline admin-button--small"
            aria-describedby={nameId}
            onClick={() => editor.getState().startNewFromImage(row.url ?? '')}
          >
            New item from this image
          </button>
        ) : null}
        {row.phase !== 'uploading' ? (
          <button
            type="button"
            className="admin-button admin-button--outline admin-button--small"
            aria-label={`Remove ${row.name} from the list`}
            onClick={() => uploads.getState().remove(row.id)}
          >
            Remove
          </button>
        ) : null}
      </span>
    </li>
  );
}
