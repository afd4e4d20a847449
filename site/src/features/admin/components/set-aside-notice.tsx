import { useStore } from 'zustand';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';

/**
 * What the owner typed before loading the version saved elsewhere, field by field: each text can be
 * selected and copied, "Put my changes back" applies them to the loaded version, and forgetting
 * them is asked first. Until then, leaving the editor asks too (stores/set-aside.ts).
 */
export function SetAsideNotice<K extends ContentKind, F>({ store }: { store: ContentStore<K, F> }) {
  const aside = useStore(store, (s) => s.setAside);
  if (!aside) return null;
  return (
    <section className="admin-set-aside" aria-labelledby="admin-set-aside-heading">
      <h4 id="admin-set-aside-heading">Your changes, not saved</h4>
      <p>
        The form now shows the version saved elsewhere. What you typed is kept here: put it back on this
        version, or copy what you need.
      </p>
      {aside.changes.map((change, i) =>
        change.text === undefined ? (
          // Not text (a photo added, a box ticked): nothing to copy, so no field to label.
          <p className="admin-field" key={change.path}>
            {change.label}: <span className="admin-hint">changed (not text)</span>
          </p>
        ) : (
          <div className="admin-field" key={change.path}>
            <label htmlFor={`admin-set-aside-${i}`}>{`${change.label}, as you typed it`}</label>
            <textarea id={`admin-set-aside-${i}`} readOnly rows={2} value={change.text} />
          </div>
        ),
      )}
      <div className="admin-form-actions">
        <button
          type="button"
          className="admin-button admin-button--primary admin-button--small"
          onClick={() => store.getState().putBack()}
        >
          Put my changes back
        </button>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => void store.getState().forgetSetAside()}
        >
          Forget them
        </button>
      </div>
    </section>
  );
}
