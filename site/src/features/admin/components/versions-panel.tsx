import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ContentKind, VersionSummary } from '#shared/schemas/content-entry.ts';
import { formatDateTime } from '../lib/format-date.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';

const NONE: VersionSummary[] = [];

/** Every saved version of the open entry, newest first; restoring one makes its text the newest. */
export function VersionsPanel<K extends ContentKind, F>({ store }: { store: ContentStore<K, F> }) {
  const { versions } = useAdminStores();
  const current = useStore(store, (s) => s.current);
  const list = useStore(versions, (s) => (s.of?.id === current?.id ? s.versions : NONE));
  const kind = store.getState().kind;
  const id = current?.id;
  const version = current?.version;

  // Listed again after every save (a new version) and on opening another entry.
  useEffect(() => {
    if (id && version) void versions.getState().load(kind, id);
  }, [versions, kind, id, version]);

  if (!current) return null;
  const restore = async (n: number) => {
    const entry = await versions.getState().restore(kind, current.id, n, current.version);
    if (entry) store.getState().show(entry);
  };
  return (
    <section className="admin-fieldset admin-versions" aria-labelledby="content-versions-title">
      <h3 id="content-versions-title" className="admin-label">
        Versions
      </h3>
      <ol className="admin-version-list">
        {list.map((v) => (
          <li key={v.version} className="admin-version">
            <span>
              <strong>Version {v.version}</strong> · {v.title} · {v.status} · {formatDateTime(v.savedAt)} ·{' '}
              {v.who}
            </span>
            {v.version === current.version ? (
              <span className="admin-badge admin-badge--muted">current</span>
            ) : (
              <button
                type="button"
                className="admin-button admin-button--outline admin-button--small"
                aria-label={`Restore version ${v.version}`}
                onClick={() => void restore(v.version)}
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
