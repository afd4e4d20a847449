import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { ContentKind, VersionSummary } from '#shared/schemas/content-entry.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';

const NONE: VersionSummary[] = [];

/**
 * Every saved version of the open entry, newest first; restoring one makes its text the newest.
 * The versions live on the site: on a host that queues changes (the desktop), a save taken while
 * offline shows as "waiting to be sent" above the site's versions, and offline the panel says the
 * list needs the site instead of failing.
 */
export function VersionsPanel<K extends ContentKind, F>({ store }: { store: ContentStore<K, F> }) {
  const { versions } = useAdminStores();
  const { connectivity, waiting: queued } = useAdminPlatform();
  const current = useStore(store, (s) => s.current);
  const list = useStore(versions, (s) => (s.of?.id === current?.id ? s.versions : NONE));
  const unavailable = useStore(versions, (s) => s.of?.id === current?.id && s.unavailable);
  const kind = store.getState().kind;
  const id = current?.id;
  const version = current?.version;
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, () => true);
  const waiting = useSyncExternalStore(
    queued.subscribe,
    () => (id ? queued.has(kind, id) : false),
    () => false,
  );

  // Listed again after every save (a new version), on opening another entry, when the site is
  // back, and when a change that was waiting has been sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: online and waiting are the reasons to list again, not inputs
  useEffect(() => {
    if (id && version) void versions.getState().load(kind, id);
  }, [versions, kind, id, version, online, waiting]);

  if (!current) return null;
  const restore = async (n: number) => {
    const entry = await versions.getState().restore(kind, current.id, n, current.version);
    // Into the editor only if it is still on that entry (docs/content.md, "An answer belongs to
    // the entry it was for"); the list shows it in any case.
    if (entry && store.getState().current?.id === entry.id) store.getState().show(entry);
    else if (entry) store.getState().load();
  };
  const pendingRow = waiting && !list.some((v) => v.version === current.version);
  // Restoring needs the site, and must not race a change still on its way there.
  const canRestore = !waiting && !unavailable;
  return (
    <section className="admin-fieldset admin-versions" aria-labelledby="content-versions-title">
      <h4 id="content-versions-title" className="admin-label">
        Versions
      </h4>
      {unavailable ? (
        <p className="admin-hint" role="status">
          Saved versions need a connection to the site. The list is updated when the site can be reached
          again.
        </p>
      ) : null}
      <ol className="admin-version-list">
        {pendingRow ? (
          <li className="admin-version">
            <span>
              <strong>Version {current.version}</strong> · {current.title} · your changes, waiting to be sent
            </span>
            <span className="admin-badge admin-badge--muted">current</span>
          </li>
        ) : null}
        {list.map((v) => (
          <li key={v.version} className="admin-version">
            <span>
              <strong>Version {v.version}</strong> · {v.title} · {v.status} · {formatDateTime(v.savedAt)} ·{' '}
              {v.who}
            </span>
            {v.version === current.version ? (
              <span className="admin-badge admin-badge--muted">current</span>
            ) : canRestore ? (
              <button
                type="button"
                className="admin-button admin-button--outline admin-button--small"
                aria-label={`Restore version ${v.version}`}
                onClick={() => void restore(v.version)}
              >
                Restore
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
