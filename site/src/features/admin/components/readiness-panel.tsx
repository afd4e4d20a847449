import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { SampleEntry } from '#shared/schemas/readiness.ts';
import { formatTime } from '../lib/format-date.ts';
import { READINESS_TEXTS as T } from '../lib/readiness-texts.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { ReadinessPictures, ReadinessSettings } from './readiness-sections.tsx';
import { useOpenEntry } from './use-open-entry.ts';

function SampleList({ samples }: { samples: SampleEntry[] }) {
  const openEntry = useOpenEntry();
  return (
    <details className="admin-readiness-group">
      <summary>
        {T.samplesHeading} <span className="admin-readiness-count">{samples.length}</span>
      </summary>
      <p className="admin-hint">{T.samplesHint}</p>
      <ul className="admin-readiness-list">
        {samples.map((sample) => (
          <li key={`${sample.kind}:${sample.id}`}>
            <span>
              <strong>{sample.title}</strong>
              <span className="admin-hint">
                {T.kind[sample.kind]} · {sample.path}
              </span>
            </span>
            <button
              type="button"
              className="admin-button admin-button--outline admin-button--small"
              aria-label={T.edit(sample.title)}
              onClick={() => void openEntry(sample.kind, sample.id)}
            >
              Edit
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Issue 14 item 6, the Readiness section: what still holds sample content (sample projects and
 * posts, shipped pictures) and which settings a live site needs, each with where it is fixed.
 * Its count of what is left is in the sidebar from the start (loaded with the workspace).
 */
export function ReadinessPanel() {
  const { readiness } = useAdminStores();
  const state = useStore(readiness, (s) => s);
  useEffect(() => {
    void readiness.getState().load();
  }, [readiness]);
  const r = state.readiness;
  return (
    <section className="admin-card admin-readiness" aria-labelledby="admin-readiness-title">
      <div className="admin-readiness-head">
        <h3 id="admin-readiness-title">{T.title}</h3>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          aria-disabled={state.checking || undefined}
          onClick={() => state.checking || void readiness.getState().load()}
        >
          {state.checking ? T.checking : T.recheck}
        </button>
        {state.checkedAt ? <p className="admin-hint">{T.checkedAt(formatTime(state.checkedAt))}</p> : null}
      </div>
      {state.recheckFailed && state.checkedAt ? (
        <p className="admin-readiness-stale" role="alert">
          {T.recheckFailed(state.recheckFailed, formatTime(state.checkedAt))}
        </p>
      ) : null}
      <p className="admin-readiness-summary" aria-live="polite">
        {r ? T.summary(r) : state.status === 'error' ? state.error : T.loading}
      </p>
      {r && r.samples.length > 0 ? <SampleList samples={r.samples} /> : null}
      {r && r.pictures.length > 0 ? <ReadinessPictures pictures={r.pictures} /> : null}
      {r ? <ReadinessSettings settings={r.settings} /> : null}
    </section>
  );
}
