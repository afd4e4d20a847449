import type { UploadEntry } from './desktop-state.ts';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

function stateText(upload: UploadEntry): string {
  switch (upload.phase) {
    case 'preparing':
      return 'Preparing...';
    case 'uploading':
      return upload.total
        ? `Uploading ${Math.round(((upload.sent ?? 0) / upload.total) * 100)}%`
        : 'Uploading...';
    case 'queued':
      return 'Offline: will be sent when the site is back';
    case 'done':
      return 'Uploaded';
    case 'failed':
      return upload.message ?? 'Upload failed';
  }
}

/** Every file sent in this session, each with its own progress and, if refused, the reason. */
export function UploadsTray() {
  const { store } = useDesktopHandle();
  const uploads = useDesktop((s) => s.uploads);
  const sentOffline = useDesktop((s) => s.status?.uploads);
  if (!uploads.length) return null;
  return (
    <section className="desktop-uploads" aria-labelledby="desktop-uploads-title">
      <div className="desktop-dialog-head">
        <h2 id="desktop-uploads-title">Uploads</h2>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => store.setState({ uploads: [] })}
        >
          Clear
        </button>
      </div>
      <ul className="desktop-list">
        {uploads.map((upload) => {
          const sentLater = upload.phase === 'queued' && upload.url && sentOffline?.[upload.url];
          const failed = upload.phase === 'failed';
          const value =
            upload.phase === 'done' || sentLater
              ? 1
              : upload.total
                ? (upload.sent ?? 0) / upload.total
                : undefined;
          return (
            <li key={upload.id} className={failed ? 'desktop-upload is-failed' : 'desktop-upload'}>
              <span className="desktop-upload-name">{upload.name}</span>
              {failed ? null : <progress max={1} value={value} aria-label={`Progress of ${upload.name}`} />}
              <span
                className={failed ? 'admin-form-error' : 'admin-hint'}
                role={failed ? 'alert' : undefined}
              >
                {sentLater ? 'Uploaded (after reconnecting)' : stateText(upload)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
