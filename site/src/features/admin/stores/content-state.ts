import type { EntryOf } from '#shared/api/content-client.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { FieldProblem } from '#shared/schemas/field-problems.ts';
import type { EntryToOpen } from '../platform/platform.ts';
import type { PublicationStatus as Status, SaveState } from './content-drafts.ts';
import type { SetAside } from './set-aside.ts';

/** One kind's list and editor, as the admin's screens read and drive it (content-store.ts). */
export interface ContentState<K extends ContentKind, F> {
  kind: K;
  listStatus: 'idle' | 'loading' | 'ready' | 'error';
  entries: EntryOf<K>[];
  listError: string | undefined;
  /** Whether the editor is open (on a stored entry, or a new one when `current` is null). */
  editing: boolean;
  current: EntryOf<K> | null; // the stored entry: its id and version go with the next save
  form: F;
  /** The optional publish date, as the `datetime-local` field holds it. */
  publishAt: string;
  /** The form and publish date as the server last stored them: unsaved work is what differs. */
  saved: { form: F; publishAt: string };
  /** What became of the latest changes (saving, saved, kept offline, refused), said quietly. */
  saveState: SaveState;
  pending: boolean;
  /** The server's reason for the last refused save, shown beside the form. */
  error: string | undefined;
  /** Each problem of the last refused save on its field (shown under it; the first gets the focus). */
  problems: FieldProblem[];
  /** The last save was refused because the entry changed elsewhere (409 on a stale version). */
  conflict: boolean;
  /** What the owner typed when they loaded the version saved elsewhere: kept to copy or put back. */
  setAside: SetAside<F> | undefined;
  load(): Promise<void>;
  startNew(): void;
  edit(entry: EntryOf<K>): void;
  close(): void;
  update(change: (form: F) => F): void;
  setPublishAt(value: string): void;
  /** Saves the form; `status` publishes or unpublishes, absent keeps the entry's state. */
  save(status?: Status): Promise<boolean>;
  /** Saves a draft's changes quietly; a refusal keeps the edit; only a conflict is announced. */
  autosave(): Promise<void>;
  /** The question to ask before the editor's unsaved work is dropped; undefined when none. */
  unsavedWork(): string | undefined;
  /** Shows a stored entry (opened, saved, reloaded or restored) in the form and the list. */
  show(entry: EntryOf<K>): void;
  /** Loads the stored version (after a conflict); the owner's edits are set aside, not lost. */
  reloadCurrent(): Promise<void>;
  /**
   * Opens a change the host kept (refused by the site) in the editor, unsaved (content-reopen.ts);
   * answers whether it opened. Its save, once it succeeds, is reported to the host (kept-origin.ts).
   */
  openKept(entry: EntryToOpen): Promise<boolean>;
  /** Puts the set-aside edits back on the loaded version (they are then the form's unsaved changes). */
  putBack(): void;
  /** Forgets the set-aside edits (the owner chose to, after being asked). */
  forgetSetAside(): Promise<void>;
  remove(): Promise<void>;
  reset(): void;
}
