import { OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import type { StoreApi } from 'zustand/vanilla';
import type { AdminPlatform } from '../platform/platform.ts';

/** How long after the owner's last change a draft saves itself. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * The quiet line beside an editor's heading (docs/admin-shell.md, "Never lose work"): what became
 * of the owner's latest changes. `waiting` is the web offline (kept in the form, saved when the
 * connection returns); `queued` the desktop offline (kept in its durable queue); `refused` a draft
 * the server did not take yet (its reason shown, the edit kept in the form); `signed-out` a draft
 * whose save met an ended session (kept in the form, sent once the same owner signs in again).
 */
export type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  /** `told`: a notice said it (a pressed Save), so the line beside the heading does not say it again. */
  | { phase: 'saved'; told?: boolean }
  | { phase: 'queued' }
  | { phase: 'waiting' }
  | { phase: 'signed-out' }
  | { phase: 'refused'; message: string };

export type PublicationStatus = 'draft' | 'published';

/** The notice of a save: what the owner asked for (publish, unpublish) or what the entry now is. */
export function savedTitle(asked: PublicationStatus | undefined, now: PublicationStatus): string {
  if (asked === 'published') return 'Published';
  if (asked === 'draft') return 'Unpublished';
  return now === 'draft' ? 'Saved as draft' : 'Saved';
}

/**
 * Runs an editor's saves one after another (an autosave, then Save or Publish pressed meanwhile),
 * so each sends the version the previous one answered, never a stale one.
 */
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The parts of an editor's state that say whether it holds unsaved work. */
interface DraftFields<F> {
  editing: boolean;
  current: { status: string } | null;
  form: F;
  publishAt: string;
  /** The form and publish date as last stored (or as a new entry starts): unsaved work differs. */
  saved: { form: F; publishAt: string };
}

/** Whether the open editor holds changes the server has not stored. */
export function hasUnsavedChanges<F>(s: DraftFields<F>): boolean {
  if (!s.editing) return false;
  return s.publishAt !== s.saved.publishAt || JSON.stringify(s.form) !== JSON.stringify(s.saved.form);
}

/**
 * Drafts save themselves: a new entry, or one whose status is draft. A published entry is not
 * changed live by typing: it keeps its explicit Save, and leaving it unsaved is asked first.
 */
export const savesItself = (s: Pick<DraftFields<unknown>, 'editing' | 'current'>): boolean =>
  s.editing && (s.current === null || s.current.status === 'draft');

/** The question before unsaved work is dropped ("Back to the list", another section). */
export function leaveQuestion(noun: string, title: string | undefined): string {
  const what = title ? `the ${noun} "${title}"` : `this new ${noun}`;
  return `You have changes to ${what} that are not saved. Leave without saving them?`;
}

/**
 * The save state after a save the host took: on the desktop offline, it waits in the queue. `told`:
 * the owner pressed Save and its notice says so.
 */
export function stateAfterSave(platform: AdminPlatform, list: string, id: string, told = false): SaveState {
  const queued =
    platform.capabilities.offlineQueue &&
    (!platform.connectivity.isOnline() || platform.waiting.has(list, id));
  return queued ? { phase: 'queued' } : { phase: 'saved', told };
}

const UNDECIDED =
  'It was changed elsewhere, or refused, before it could be sent. Choose what to keep under Offline changes.';

/**
 * The line of a change that waited (`queued`) follows it once it leaves the host's queue: "Saved"
 * when it was applied, not when it was changed elsewhere or refused (then the owner decides).
 */
export function followWaitingChange(
  store: StoreApi<{ kind: string; current: { id: string } | null; saveState: SaveState }>,
  platform: AdminPlatform,
): () => void {
  return platform.waiting.subscribe(() => {
    const { kind, current, saveState } = store.getState();
    if (saveState.phase !== 'queued' || !current || platform.waiting.has(kind, current.id)) return;
    const undecided = platform.waiting.undecided(kind, current.id);
    store.setState({ saveState: undecided ? { phase: 'refused', message: UNDECIDED } : { phase: 'saved' } });
  });
}

/** The save state after a quiet save failed for a reason the owner need not act on at once. */
export function stateAfterRefusal(message: string): SaveState {
  return message === OFFLINE_MESSAGE ? { phase: 'waiting' } : { phase: 'refused', message };
}

type Watched<F> = DraftFields<F> & { pending: boolean };
interface AutosaveTarget<F> {
  getState(): Watched<F> & { autosave(): Promise<void> };
  subscribe(listener: (state: Watched<F>, previous: Watched<F>) => void): () => void;
}

/**
 * Saves a draft editor `delay` ms after the owner's last change, and again when the connection
 * returns with work still unsaved. The save itself is the store's (`autosave`), through the same
 * platform API as every save, so the desktop's durable offline queue takes it too.
 */
export function attachAutosave<F>(
  store: AutosaveTarget<F>,
  platform: AdminPlatform,
  delay = AUTOSAVE_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The connection is watched from the first change on (the stores are also made on the server). */
  let stopListening: (() => void) | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    stopListening ??= platform.connectivity.subscribe((online) => {
      const s = store.getState();
      if (online && savesItself(s) && hasUnsavedChanges(s)) schedule();
    });
    timer = setTimeout(() => {
      timer = undefined;
      void store.getState().autosave();
    }, delay);
  };
  const stopWatching = store.subscribe((s, previous) => {
    // Save or Publish pressed sends the same changes: no second save of them after it.
    if (!s.editing || (s.pending && !previous.pending)) return cancel();
    if (s.form === previous.form && s.publishAt === previous.publishAt) return;
    if (savesItself(s) && hasUnsavedChanges(s)) schedule();
    else cancel();
  });
  return () => {
    cancel();
    stopWatching();
    stopListening?.();
  };
}
