import type { SyncStatus } from '../sync/sync-status.ts';

type Held = NonNullable<SyncStatus['held']>;

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** What the panel says of another owner's waiting changes, in the owner's words. */
function heldSentence(held: Held, waiting: number): string {
  const verb = held.count === 1 ? 'waits' : 'wait';
  const behind = waiting > held.count ? ' Your changes wait behind them.' : '';
  return `${changes(held.count)} made by ${held.by} ${verb} for them to sign in on this computer.${behind}`;
}

const takeOverQuestion = (held: Held) =>
  `Send ${held.count === 1 ? 'the change' : `the ${held.count} changes`} made by ${held.by} as yours? ` +
  `The site will name you as the one who made ${held.count === 1 ? 'it' : 'them'}.`;

/**
 * Changes another owner made on this computer are sent only when they sign in (docs/sync.md,
 * "Whose changes"); the owner signed in may take them over instead, after a confirmation.
 */
export function HeldChanges({
  held,
  waiting,
  busy,
  onSend,
}: {
  held: Held;
  waiting: number;
  busy: boolean;
  onSend(): void;
}) {
  return (
    <div className="desktop-held">
      <p className="admin-hint">{heldSentence(held, waiting)}</p>
      <button
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        disabled={busy}
        onClick={() => {
          if (window.confirm(takeOverQuestion(held))) onSend();
        }}
      >
        {held.count === 1 ? 'Send it as me' : 'Send them as me'}
      </button>
    </div>
  );
}
