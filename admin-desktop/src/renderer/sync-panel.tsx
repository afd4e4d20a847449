import { useEffect, useRef, useState } from 'react';
import type { SyncStatus } from '../sync/sync-status.ts';
import { call } from './bridge.ts';
import { describe } from './change-names.ts';
import { HeldChanges } from './held-changes.tsx';
import { RefusedChange } from './refused-change.tsx';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

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
