import { useStore } from 'zustand';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { hasUnsavedChanges, type SaveState, savesItself } from '../stores/content-drafts.ts';
import type { ContentStore } from '../stores/content-store.ts';

function textOf(state: SaveState): string {
  switch (state.phase) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'queued':
      return 'Offline — saved on this computer';
    case 'waiting':
      return 'Offline — your changes stay here and are saved when the connection returns';
    case 'signed-out':
      return 'Not saved yet: you were signed out. Your changes stay here and are saved when you sign in again.';
    case 'refused':
      return `Not saved yet: ${state.message} Your changes stay here.`;
    case 'idle':
      return '';
  }
}

/**
 * The quiet line beside an editor's heading: what became of the latest changes. A draft saves
 * itself; a published entry with changes says they wait for its Save button.
 */
export function SaveStateLine<K extends ContentKind, F>({ store }: { store: ContentStore<K, F> }) {
  const state = useStore(store, (s) => s.saveState);
  const unsaved = useStore(store, hasUnsavedChanges);
  const draft = useStore(store, savesItself);
  const text =
    unsaved && !draft ? 'Unsaved changes' : unsaved && state.phase === 'saved' ? '' : textOf(state);
  // A pressed Save's notice says it went well: the line shows it without saying it again.
  const told = state.phase === 'saved' && state.told === true && !unsaved;
  return (
    <p className={`admin-save-state admin-save-state--${state.phase}`} data-testid="save-state">
      <span role="status">{told ? '' : text}</span>
      {told ? text : null}
    </p>
  );
}
