import { useState } from 'react';
import { copyText, type EntryToOpen } from '../../../site/src/features/admin/index.ts';
import type { ChangeView, SyncStatus } from '../sync/sync-status.ts';
import type { DesktopState } from './desktop-state.ts';
import { describe, sectionOf } from './change-names.ts';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

type Refused = SyncStatus['failures'][number];
type Outcome = NonNullable<DesktopState['opened'][string]>;

/**
 * Dismissing a refused new item or edit drops what it holds: the only copy is in this list (a
 * refused new item is not in its section's list either), so it is asked first.
 */
const dismissQuestion = (failure: Refused) =>
  `Dismiss "${failure.label}"? The site refused this ${failure.kind === 'create' ? 'new item' : 'edit'}, ` +
  'and this list holds the only copy of it: dismissed, it is gone for good.' +
  (toOpen(failure)
    ? ` To keep what you typed, "Open in the editor" and save it there, or "Copy its text" to paste into ${pasteInto(failure)}.`
    : '');

/** Where a refused change's copied text goes back in. */
const pasteInto = (failure: ChangeView) => (failure.kind === 'create' ? 'a new item' : 'the item');

/** A refused new item or edit (every list has its editor), as the admin opens it. */
function toOpen(failure: Refused): EntryToOpen | undefined {
  const { key: list, kind: change, item } = failure;
  if (!list || !item || (change !== 'create' && change !== 'update')) return undefined;
  return { list, change, body: item, ref: failure.id };
}

/** The row's line after "Open in the editor": what the admin said became of it. */
function openedNote(outcome: Outcome, list: EntryToOpen['list']): string {
  if (outcome.status === 'opened') return `Opened in ${sectionOf(list)}: fix it there and save.`;
  if (outcome.keptIn)
    return `Not opened: you kept your unsaved changes in ${outcome.keptIn}. Save or discard them, then open it again.`;
  return 'Not opened: it could not be loaded (the notice in the admin says why). Open it again in a moment.';
}

/**
 * One change the site refused, with its reason. The change itself cannot be sent as it is
 * (docs/desktop.md, "Refused" changes): a refused new item or edit opens in its section's editor,
 * to be corrected and saved there, and any refused new item or edit can be copied as text (field by
 * field, as the form names them) to paste into a new one. Its line says what became of it once
 * the admin answers (opened, or not because the owner stayed with unsaved work). It stays listed
 * until saved from the editor it opened in (the admin tells the host, which then drops it as
 * Dismiss does) or dismissed, which is asked first.
 */
export function RefusedChange({
  failure,
  busy,
  onDismiss,
}: {
  failure: Refused;
  busy: boolean;
  onDismiss(): void;
}) {
  const [note, setNote] = useState('');
  const [showText, setShowText] = useState(false);
  const { store } = useDesktopHandle();
  const outcome = useDesktop((s) => s.opened[failure.id]);
  const entry = toOpen(failure);
  const open = (chosen: EntryToOpen) => {
    // The panel is a modal dialog over the editor: it closes, and the admin opens the entry (or
    // not: unsaved work there may be kept), reporting which through the platform.
    const { [failure.id]: _before, ...opened } = store.getState().opened;
    store.setState({ toOpen: chosen, syncPanelOpen: false, opened });
    setShowText(false);
    setNote('');
  };
  const copy = async (text: string) => {
    const copied = await copyText(text);
    setShowText(!copied);
    setNote(
      copied
        ? `Copied: paste it into ${pasteInto(failure)}, then dismiss this one.`
        : 'It could not be copied: select the text below to copy it.',
    );
  };
  return (
    <li>
      <p className="desktop-change">{describe(failure)}</p>
      <p className="admin-form-error">{failure.message}</p>
      <div className="desktop-actions">
        {entry ? (
          <button
            type="button"
            className="admin-button admin-button--primary admin-button--small"
            onClick={() => open(entry)}
          >
            Open in the editor
          </button>
        ) : null}
        {failure.copy ? (
          <button
            type="button"
            className="admin-button admin-button--outline admin-button--small"
            onClick={() => void copy(failure.copy!)}
          >
            Copy its text
          </button>
        ) : null}
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          disabled={busy}
          onClick={() => {
            const holdsWork = failure.kind === 'create' || failure.kind === 'update';
            if (holdsWork && !window.confirm(dismissQuestion(failure))) return;
            onDismiss();
          }}
        >
          Dismiss
        </button>
      </div>
      <p className="admin-hint" role="status">
        {note || (outcome && entry ? openedNote(outcome, entry.list) : '')}
      </p>
      {showText ? (
        <textarea className="admin-input" readOnly rows={8} value={failure.copy} aria-label="Its text" />
      ) : null}
    </li>
  );
}
