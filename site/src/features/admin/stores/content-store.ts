import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BodyOf, EntryOf } from '#shared/api/content-client.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { FieldProblem } from '#shared/schemas/field-problems.ts';
import { fieldProblemsOf, messageOf } from '#shared/api/api-error.ts';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import { isoOfLocalInput, localInputOf } from '../lib/publication.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { ToastStore } from './toast-store.ts';

type Status = 'draft' | 'published';

/** How one kind's form is made from a stored entry and turned into the body the API takes. */
export interface ContentAdapter<K extends ContentKind, F> {
  kind: K;
  /** 'project', 'post': for the notices. */
  noun: string;
  empty(): F;
  fromEntry(entry: EntryOf<K>): F;
  /** Every field but the publication ones (status, publishAt, version), which the store adds. */
  toBody(form: F): Omit<BodyOf<K>, 'status' | 'publishAt' | 'version'>;
}

interface ContentState<K extends ContentKind, F> {
  kind: K;
  listStatus: 'idle' | 'loading' | 'ready' | 'error';
  entries: EntryOf<K>[];
  listError: string | undefined;
  /** Whether the editor is open (on a stored entry, or a new one when `current` is null). */
  editing: boolean;
  /** The stored entry the form was made from: its id and version go with the next save. */
  current: EntryOf<K> | null;
  form: F;
  /** The optional publish date, as the `datetime-local` field holds it. */
  publishAt: string;
  pending: boolean;
  /** The server's reason for the last refused save, shown beside the form. */
  error: string | undefined;
  /** Each problem of the last refused save on its field (shown under it; the first gets the focus). */
  problems: FieldProblem[];
  /** The last save was refused because the entry changed elsewhere (409 on a stale version). */
  conflict: boolean;
  load(): Promise<void>;
  startNew(): void;
  edit(entry: EntryOf<K>): void;
  close(): void;
  update(change: (form: F) => F): void;
  setPublishAt(value: string): void;
  /** Saves the form; `status` publishes or unpublishes, absent keeps the entry's state. */
  save(status?: Status): Promise<boolean>;
  /** Shows a stored entry (opened, saved, reloaded or restored) in the form and the list. */
  show(entry: EntryOf<K>): void;
  reloadCurrent(): Promise<void>;
  remove(): Promise<void>;
  reset(): void;
}

interface ContentStoreOptions {
  onUnauthorized(): void;
}

/** The notice of a save: what the owner asked for (publish, unpublish) or what the entry now is. */
function savedTitle(asked: Status | undefined, now: Status): string {
  if (asked === 'published') return 'Published';
  if (asked === 'draft') return 'Unpublished';
  return now === 'draft' ? 'Saved as draft' : 'Saved';
}

/**
 * One kind's list and editor (projects or posts): the same draft / publish / conflict rules for
 * every kind. Every write goes through `platform.api.content`, with the version the form was
 * made from, so a stale save is refused by the server (409) instead of overwriting.
 */
export function createContentStore<K extends ContentKind, F>(
  platform: AdminPlatform,
  toasts: ToastStore,
  adapter: ContentAdapter<K, F>,
  opts: ContentStoreOptions,
) {
  const { kind, noun } = adapter;
  const api = platform.api.content;
  const toast = toasts.getState;
  return createStore<ContentState<K, F>>()((set, get) => {
    /**
     * Counts what the editor is opened on (an entry, a new one, the list). An answer that comes
     * after the owner went back to the list or opened another entry must not take the editor back
     * to the entry it was for: whatever the owner does next (an upload, a save) would land in the
     * wrong entry. Such an answer only updates the list and says so in a notice.
     */
    let opened = 0;
    const stillOn = (at: number) => opened === at;
    const replaceInList = (entry: EntryOf<K>) =>
      set((s) => ({
        entries: s.entries.some((e) => e.id === entry.id)
          ? s.entries.map((e) => (e.id === entry.id ? entry : e))
          : [entry, ...s.entries],
      }));
    const closed = {
      editing: false,
      current: null,
      form: adapter.empty(),
      publishAt: '',
      error: undefined,
      problems: [],
      conflict: false,
    };
    return {
      kind,
      listStatus: 'idle',
      entries: [],
      listError: undefined,
      ...closed,
      pending: false,
      async load() {
        if (get().listStatus !== 'ready') set({ listStatus: 'loading', listError: undefined });
        try {
          set({ entries: await api.list(kind), listStatus: 'ready', listError: undefined });
        } catch (error) {
          if (isStatus(error, 401)) return opts.onUnauthorized();
          set({ listStatus: 'error', listError: messageOf(error) });
        }
      },
      startNew() {
        opened += 1;
        set({ ...closed, editing: true });
      },
      edit(entry) {
        opened += 1;
        get().show(entry);
      },
      close() {
        opened += 1;
        set(closed);
      },
      update: (change) => set((s) => ({ form: change(s.form) })),
      setPublishAt: (publishAt) => set({ publishAt }),
      show(entry) {
        set({
          editing: true,
          current: entry,
          form: adapter.fromEntry(entry),
          publishAt: localInputOf(entry.publishAt),
          error: undefined,
          problems: [],
          conflict: false,
        });
        replaceInList(entry);
      },
      async save(status) {
        const { current, form, publishAt, pending } = get();
        if (pending) return false;
        const body = {
          ...adapter.toBody(form),
          status: status ?? current?.status ?? 'draft',
          publishAt: isoOfLocalInput(publishAt),
          ...(current ? { version: current.version } : {}),
        } as BodyOf<K>;
        set({ pending: true, error: undefined, problems: [], conflict: false });
        const at = opened;
        try {
          const entry = current ? await api.save(kind, current.id, body) : await api.create(kind, body);
          if (stillOn(at)) get().show(entry);
          else replaceInList(entry);
          toast().show({
            title: savedTitle(status, entry.status),
            description: `The ${noun} "${entry.title}" is saved.`,
          });
          return true;
        } catch (error) {
          if (isStatus(error, 401)) {
            opts.onUnauthorized();
            return false;
          }
          // A 409 naming a field (a slug already used) is a form error; any other 409 is a stale version.
          const problems = fieldProblemsOf(error);
          const conflict = isStatus(error, 409) && problems.length === 0;
          if (stillOn(at)) set({ error: messageOf(error), problems, conflict });
          toast().show(
            failureNotice(conflict ? `This ${noun} changed elsewhere` : `The ${noun} was not saved`, error),
          );
          return false;
        } finally {
          set({ pending: false });
        }
      },
      async reloadCurrent() {
        const current = get().current;
        if (!current) return;
        const at = opened;
        try {
          const entry = await api.get(kind, current.id);
          if (stillOn(at)) get().show(entry);
          else replaceInList(entry);
        } catch (error) {
          if (isStatus(error, 401)) return opts.onUnauthorized();
          toast().show(failureNotice(`The ${noun} could not be reloaded`, error));
        }
      },
      async remove() {
        const current = get().current;
        if (!current || get().pending) return;
        if (!(await platform.confirm(DASHBOARD_TEXTS.confirmDeleteNamed(current.title)))) return;
        set({ pending: true });
        const at = opened;
        try {
          // Only the version the owner sees: a delete never removes an edit made elsewhere since.
          await api.remove(kind, current.id, current.version);
          const entries = get().entries.filter((e) => e.id !== current.id);
          if (!stillOn(at)) set({ entries });
          else {
            opened += 1;
            set({ ...closed, entries });
          }
          toast().show({ title: 'Deleted', description: `The ${noun} "${current.title}" is in the trash.` });
        } catch (error) {
          if (isStatus(error, 401)) return opts.onUnauthorized();
          if (stillOn(at)) set({ error: messageOf(error), conflict: isStatus(error, 409) });
          toast().show(failureNotice(`The ${noun} was not deleted`, error));
        } finally {
          set({ pending: false });
        }
      },
      reset() {
        opened += 1;
        set({ ...closed, listStatus: 'idle', entries: [], listError: undefined, pending: false });
      },
    };
  });
}

export type ContentStore<K extends ContentKind, F> = StoreApi<ContentState<K, F>>;
