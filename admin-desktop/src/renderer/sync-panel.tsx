import { useEffect, useRef, useState } from 'react';
import { findCollection } from '#shared/schemas/portfolio.ts';
import { copyText } from '../../../site/src/features/admin/index.ts';
import type { ChangeView, SyncStatus } from '../sync/sync-status.ts';
import { call } from './bridge.ts';
import { HeldChanges } from './held-changes.tsx';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

const KIND: Record<ChangeView['kind'], string> = {
  create: 'New item',
  update: 'Edit',
  delete: 'Deletion',
  reorder: 'New order',
  upload: 'Image upload',
};

/** The admin's names of the stored content kinds (its Projects, Blog, Pictures and Testimonials sections). */
const CONTENT_SECTIONS: Record<string, string> = {
  projects: 'Projects',
  posts: 'Blog',
  listings: 'Listings',
  pictures: 'Pictures',
  testimonials: 'Testimonials',
};

function describe(change: ChangeView): string {
  const section = change.key && (findCollection(change.key)?.label ?? CONTENT_SECTIONS[change.key]);
  const where = change.key ? ` in ${section ?? change.key}` : '';
  return `${KIND[change.kind]}${where}: ${change.label}`;
}

const LEAVE_UNSAVED =
  "You have changes that are not saved. Taking the server's version shows the site's data afresh " +
  'and leaves them. Leave without saving them?';

/**
 * Whether an editor of the admin holds unsaved work: its unload guard (use-unload-guard.ts) cancels
 * a beforeunload event then, the same signal the main process turns into Leave / Stay at closing.
 */
function holdsUnsavedWork(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Dismissing a refused new item or edit drops what it holds: the only copy is in this list (a
 * refused new item is not in its section's list either), so it is asked first.
 */
const dismissQuestion = (failure: ChangeView) =>
  `Dismiss "${failure.label}"? The site refused this ${failure.kind === 'create' ? 'new item' : 'edit'}, ` +
  'and this list holds the only copy of it: dismissed, it is gone for good.' +
  (failure.kind === 'create' || failure.kind === 'update'
    ? ` "Copy its text" first keeps what you typed, to paste into ${pasteInto(failure)}.`
    : '');

/** Where a refused change's copied text goes back in. */
const pasteInto = (failure: ChangeView) => (failure.kind === 'create' ? 'a new item' : 'the item');

type Refused = SyncStatus['failures'][number];

/**
 * One change the site refused, with its reason. A refused new item or edit can be copied as text
 * (field by field, as the form names them) to paste into a new one: the change itself cannot be
 * sent as it is (docs/desktop.md, "Refused" changes). Dismissing it is asked first.
 */
function RefusedChange({ failure, busy, onDismiss }: { failure: Refused; busy: boolean; onDismiss(): void }) {
  const [note, setNote] = useState('');
  const [showText, setShowText] = useState(false);
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
        {note}
      </p>
      {showText ? (
        <textarea className="admin-input" readOnly rows={8} value={failure.copy} aria-label="Its text" />
      ) : null}
    </li>
  );
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-CA') : 'not yet');

/**
 * Offline changes: what waits to be sent, what the server refused (with its message) and what
 * conflicts with a change made elsewhere, where the owner chooses whose version stays.
 */
export function SyncPanel() {
  const { store } = useDesktopHandle();
  const open = useDesktop((s) => s.syncPanelOpen);
  const status = useDesktop((s) => s.status);
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const run = async (action: () => Promise<SyncStatus>, reload = false) => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await action();
      store.setState((s) => ({ status: next, generation: reload ? s.generation + 1 : s.generation }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="admin-app desktop-dialog"
      aria-labelledby="desktop-sync-title"
      onClose={() => store.setState({ syncPanelOpen: false })}
    >
      <div className="desktop-dialog-head">
        <h2 id="desktop-sync-title">Offline changes</h2>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => store.setState({ syncPanelOpen: false })}
        >
          Close
        </button>
      </div>
      <p className="admin-hint">
        {status?.online ? 'The site can be reached.' : 'The site cannot be reached: changes wait here.'} Last
        sent: {time(status?.lastSyncAt ?? null)}.
        {status?.needsSignIn ? ' Your session ended: sign in again to send the waiting changes.' : ''}
      </p>
      <button
        type="button"
        className="admin-button admin-button--primary"
        disabled={busy}
        onClick={() => void run(() => call('queue:sync-now', undefined))}
      >
        {busy ? 'Working...' : 'Sync now'}
      </button>
      {error ? (
        <p className="admin-form-error" role="alert">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="desktop-conflicts-title">
        <h3 id="desktop-conflicts-title">Changed elsewhere ({status?.conflicts.length ?? 0})</h3>
        {status?.conflicts.length ? (
          <ul className="desktop-list">
            {status.conflicts.map((conflict) => (
              <li key={conflict.id} className="desktop-conflict">
                <p className="desktop-change">{describe(conflict)}</p>
                <p className="admin-hint">{conflict.message}</p>
                <p className="admin-hint">
                  {conflict.serverLabel === null
                    ? 'On the server: deleted.'
                    : `On the server now: "${conflict.serverLabel}" (version ${conflict.serverVersion}).`}
                </p>
                <div className="desktop-actions">
                  <button
                    type="button"
                    className="admin-button admin-button--primary admin-button--small"
                    disabled={busy}
                    onClick={() =>
                      void run(() => call('queue:resolve', { conflictId: conflict.id, choice: 'mine' }))
                    }
                  >
                    Keep my version
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--outline admin-button--small"
                    disabled={busy}
                    onClick={() => {
                      // The admin starts afresh on the server's data: work it holds unsaved is asked about first.
                      if (holdsUnsavedWork() && !window.confirm(LEAVE_UNSAVED)) return;
                      void run(
                        () => call('queue:resolve', { conflictId: conflict.id, choice: 'server' }),
                        true,
                      );
                    }}
                  >
                    Take the server's version
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-hint">No conflicts.</p>
        )}
      </section>

      <section aria-labelledby="desktop-failures-title">
        <h3 id="desktop-failures-title">Refused by the server ({status?.failures.length ?? 0})</h3>
        {status?.failures.length ? (
          <ul className="desktop-list">
            {status.failures.map((failure) => (
              <RefusedChange
                key={failure.id}
                failure={failure}
                busy={busy}
                onDismiss={() => void run(() => call('queue:dismiss', { failureId: failure.id }))}
              />
            ))}
          </ul>
        ) : (
          <p className="admin-hint">Nothing was refused.</p>
        )}
      </section>

      <section aria-labelledby="desktop-waiting-title">
        <h3 id="desktop-waiting-title">Waiting to be sent ({status?.pending.length ?? 0})</h3>
        {status?.held ? (
          <HeldChanges
            held={status.held}
            waiting={status.pending.length}
            busy={busy}
            onSend={() => void run(() => call('queue:send-as-me', { from: status.held!.by }))}
          />
        ) : null}
        {status?.pending.length ? (
          <ol className="desktop-list">
            {status.pending.map((change) => (
              <li key={change.id}>
                {describe(change)}
                {change.by && change.by === status.held?.by ? ` (made by ${change.by})` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-hint">Everything has been sent.</p>
        )}
      </section>
    </dialog>
  );
}
