import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type ContentKind, KIND_NOUNS } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { SaveRefusedNotice } from './content-notices.tsx';
import { PublicationPanel } from './publication-panel.tsx';
import { SaveStateLine } from './save-state-line.tsx';
import { SetAsideNotice } from './set-aside-notice.tsx';
import { VersionsPanel } from './versions-panel.tsx';
import { useFocusAfterSave } from './use-focus-after-save.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';

interface ContentEditorShellProps<K extends ContentKind, F> {
  store: ContentStore<K, F>;
  /** The editor's heading, when "Edit project: its title" does not fit the kind. */
  heading?: string;
  children: ReactNode;
  /**
   * For a kind that is always live (no drafts): the label of its one Save button ("Save picture"),
   * which replaces the publication controls.
   */
  saveLabel?: string;
}

/**
 * What every content editor shares around its own fields: the heading, the save state (a draft
 * saves itself as the owner types), "Back to the list" (asking first about unsaved work), the
 * server's reason for a refused save (a field it names, or a conflict with a way to reload), the publication controls
 * and the versions.
 */
export function ContentEditorShell<K extends ContentKind, F>({
  store,
  heading,
  children,
  saveLabel,
}: ContentEditorShellProps<K, F>) {
  const noun = KIND_NOUNS[store.getState().kind];
  const current = useStore(store, (s) => s.current);
  const error = useStore(store, (s) => s.error);
  const conflict = useStore(store, (s) => s.conflict);
  const pending = useStore(store, (s) => s.pending);
  const problems = useStore(store, (s) => s.problems);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused Save puts the keyboard on the first field it names (each shows its problem under it).
  // Only a pressed Save: an autosave's problems, or one cleared as its field changes, leave the
  // cursor where the owner is typing. Nor when the owner has gone on to another field meanwhile (a
  // refused Publish first keeps the entry as a draft, which takes a moment): what they type then
  // must stay in the field they chose.
  const [refusals, setRefusals] = useState(0);
  const pressedFrom = useRef<Element | null>(null);
  useEffect(
    () =>
      store.subscribe((s, before) => {
        if (!before.pending && s.pending) pressedFrom.current = document.activeElement;
        if (before.pending && !s.pending && s.problems.length) setRefusals((n) => n + 1);
      }),
    [store],
  );
  useEffect(() => {
    if (!refusals) return;
    const form = formRef.current;
    const active = document.activeElement;
    const inAnotherField =
      active !== pressedFrom.current &&
      !!form?.contains(active) &&
      !!active?.matches('input, textarea, select');
    if (!inAnotherField) form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  useFocusAfterSave(store, formRef);
  useSaveShortcut(formRef, pending);
  const { leaving } = useAdminStores();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.getState().save();
  };
  return (
    <div className="admin-content-editor">
      <div className="admin-content-editor-head">
        <h3 tabIndex={-1}>{heading ?? (current ? `Edit ${noun}: ${current.title}` : `New ${noun}`)}</h3>
        <SaveStateLine store={store} />
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => void leaving.closeEditor(store.getState())}
        >
          Back to the list
        </button>
      </div>
      {/* noValidate: the server's schema judges, and its answer names the field. */}
      <form
        ref={formRef}
        className="admin-content-form"
        aria-label={current ? `Edit ${noun}` : `New ${noun}`}
        noValidate
        onSubmit={onSubmit}
      >
        <SaveRefusedNotice
          error={error}
          problems={problems}
          conflict={conflict}
          onReload={() => void store.getState().reloadCurrent()}
        />
        <SetAsideNotice store={store} />
        {children}
        {saveLabel ? (
          <div className="admin-form-actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              {pending ? 'Saving...' : saveLabel}
            </button>
          </div>
        ) : (
          <PublicationPanel store={store} />
        )}
      </form>
      <VersionsPanel store={store} />
    </div>
  );
}
