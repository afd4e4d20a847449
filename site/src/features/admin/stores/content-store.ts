import { type ContentKind, KIND_NOUNS } from '#shared/schemas/content-entry.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BodyOf, EntryOf } from '#shared/api/content-client.ts';
import { fieldProblemsOf, messageOf, OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { CONFLICT_TEXTS } from '../lib/admin-texts.ts';
import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { failureNotice, isStatus, refusedSaveNotice } from '../lib/error-notice.ts';
import { isoOfLocalInput, localInputOf } from '../lib/publication.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import {
  hasUnsavedChanges,
  leaveQuestion,
  type SaveState,
  oneAtATime,
  type PublicationStatus as Status,
  savedTitle,
  savesItself,
  stateAfterRefusal,
  stateAfterSave,
} from './content-drafts.ts';
import type { ContentAdapter } from './content-adapter.ts';
import { changedPaths, problemsAfterChange, withProblems } from './content-problems.ts';
import { deleteOpenEntry } from './content-delete.ts';
import { openKeptEntry } from './content-reopen.ts';
import { createContentList } from './content-list.ts';
import { createKeptOrigin } from './kept-origin.ts';
import { createOnce } from './content-create.ts';
import { putBackSetAside, setAsideOf } from './set-aside.ts';
import type { ContentState } from './content-state.ts';
import type { ToastStore } from './toast-store.ts';

/**
 * One kind's list and editor: the same draft / autosave / publish / conflict rules for every kind.
 * Every write goes through `platform.api.content` with the version the form was made from (409 on stale).
 */
export function createContentStore<K extends ContentKind, F>(
  platform: AdminPlatform,
  toasts: ToastStore,
  adapter: ContentAdapter<K, F>,
  opts: { onUnauthorized(): void },
) {
  const { kind } = adapter;
  const noun = KIND_NOUNS[kind];
  const api = platform.api.content;
  const create = createOnce(api, kind);
  const toast = toasts.getState;
  return createStore<ContentState<K, F>>()((set, get) => {
    /**
     * Counts what the editor is opened on (an entry, a new one, the list). An answer that comes
     * after the owner left for another entry must not take the editor back to it: what the owner
     * does next would land in the wrong entry. Such an answer only updates the list (and notice).
     */
    let opened = 0;
    const stillOn = (at: number) => opened === at;
    const kept = createKeptOrigin(platform, () => opened);
    const list = createContentList({ kind, platform, get, set, onUnauthorized: opts.onUnauthorized, toasts });
    const inTurn = oneAtATime();
    /** The form of the save on its way: leaving it then drops nothing (its answer updates the list). */
    let sending: { form: F; publishAt: string } | undefined;
    /** The last answer for an opening of the editor: a save queued behind it sends its version. */
    let answered: { at: number; entry: EntryOf<K> } | undefined;
    /** The notice of a refused save's conflict: gone once the current version is loaded. */
    let conflictNotice: number | undefined;
    const send = async (
      at: number,
      current: EntryOf<K> | null,
      sent: { form: F; publishAt: string },
      status?: Status,
    ) => {
      const body = {
        ...adapter.toBody(sent.form),
        status: status ?? current?.status ?? 'draft',
        publishAt: isoOfLocalInput(sent.publishAt),
        ...(current ? { version: current.version } : {}),
      } as BodyOf<K>;
      sending = sent;
      try {
        const entry = await (current ? api.save(kind, current.id, body) : create(at, body));
        answered = { at, entry };
        kept.saved(at);
        return entry;
      } finally {
        if (sending === sent) sending = undefined;
      }
    };
    /** A save answered: the stored side moves on; what the owner typed meanwhile stays in the form. */
    const stored = (entry: EntryOf<K>, sent: { form: F; publishAt: string }) => {
      if (get().form === sent.form && get().publishAt === sent.publishAt) return get().show(entry);
      set({
        current: entry,
        saved: { form: adapter.fromEntry(entry), publishAt: localInputOf(entry.publishAt) },
      });
      list.replace(entry);
    };
    /**
     * After a refused Publish of a draft (a new entry or one whose status is draft): its changes
     * are saved as the draft they are, by the quiet autosave, so the notice can say so truthfully.
     * True when the stored draft now holds what the form holds.
     */
    const keptAsDraft = async (at: number): Promise<boolean> => {
      const { error, problems } = get();
      if (!stillOn(at) || !savesItself(get())) return false;
      await get().autosave();
      if (!stillOn(at)) return false;
      // The autosave's success clears the reason shown beside the form: Publish's still holds.
      set({ error, problems });
      return get().current !== null && !hasUnsavedChanges(get());
    };
    const empty = { form: adapter.empty(), publishAt: '' };
    const idle: SaveState = { phase: 'idle' };
    const noProblems = { error: undefined, problems: [], conflict: false };
    /** The entry `id` is now the opening's new one: a slot's is made again under its id. */
    const remade = (id: string) => create.remake(opened, id);
    /** Deleted elsewhere (404): the form becomes a new entry's, so the owner's changes can still be saved. */
    const goneElsewhere = () => {
      remade(get().current!.id);
      set({ current: null, saved: empty, error: undefined, saveState: idle });
      toast().show({ ...CONFLICT_TEXTS.deletedElsewhere(noun), variant: 'destructive' });
      return false;
    };
    const closed = {
      ...{ editing: false, current: null, ...empty, saved: empty, saveState: idle },
      ...{ ...noProblems, setAside: undefined },
    };
    return {
      kind,
      listStatus: 'idle',
      entries: [],
      listError: undefined,
      ...closed,
      pending: false,
      load: list.load,
      startNew() {
        opened += 1;
        set({ ...closed, editing: true });
      },
      edit(entry) {
        opened += 1;
        set({ setAside: undefined });
        get().show(entry);
      },
      close() {
        opened += 1;
        set(closed);
      },
      update: (change) =>
        set((s) => {
          const form = change(s.form);
          if (!s.problems.length) return { form };
          const changed = changedPaths(adapter.toBody(s.form), adapter.toBody(form));
          return { form, ...problemsAfterChange(s, changed) };
        }),
      setPublishAt: (publishAt) => set((s) => ({ publishAt, ...problemsAfterChange(s, ['publishAt']) })),
      show(entry) {
        const form = adapter.fromEntry(entry);
        const publishAt = localInputOf(entry.publishAt);
        set({ editing: true, current: entry, form, publishAt, saved: { form, publishAt }, ...noProblems });
        list.replace(entry);
      },
      async save(status) {
        if (get().pending) return false;
        set({ pending: true, error: undefined, problems: [], conflict: false });
        const at = opened;
        const pressed = get();
        try {
          const entry = await inTurn(() => {
            // Read when its turn comes: an autosave just before may have created the entry or
            // moved its version on. If the owner has left the editor since, what they pressed on,
            // on the version the last answer for that editor gave.
            const { form, publishAt, ...now } = stillOn(at) ? get() : pressed;
            const current = !stillOn(at) && answered?.at === at ? answered.entry : now.current;
            return send(at, current, { form, publishAt }, status).then((answer) => {
              if (stillOn(at)) stored(answer, { form, publishAt });
              else list.replace(answer);
              return answer;
            });
          });
          if (stillOn(at)) set({ saveState: stateAfterSave(platform, kind, entry.id, true) });
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
          if (isStatus(error, 404) && stillOn(at) && get().current) return goneElsewhere();
          // A 409 naming a field (a slug already used) is a form error; any other 409 is a stale version.
          const problems = fieldProblemsOf(error);
          const conflict = isStatus(error, 409) && problems.length === 0;
          const message = conflict ? CONFLICT_TEXTS.saveRefused(noun) : messageOf(error);
          // Offline, a draft waits in the form and saves itself later: said so, not "not saved".
          const offline = message === OFFLINE_MESSAGE && savesItself(get());
          if (stillOn(at))
            set(offline ? { saveState: { phase: 'waiting' } } : { error: message, problems, conflict });
          const kept = status === 'published' && problems.length > 0 && (await keptAsDraft(at));
          const notice = toast().show(refusedSaveNotice(noun, status, error, { offline, kept, conflict }));
          if (conflict) conflictNotice = notice;
          return false;
        } finally {
          set({ pending: false });
        }
      },
      autosave: () => {
        const at = opened;
        return inTurn(async () => {
          const s = get();
          if (!stillOn(at) || s.conflict || !savesItself(s) || !hasUnsavedChanges(s)) {
            if (stillOn(at) && s.saveState.phase === 'signed-out') set({ saveState: idle });
            return;
          }
          const { current, form, publishAt } = s;
          set({ saveState: { phase: 'saving' } });
          try {
            const entry = await send(at, current, { form, publishAt });
            if (!stillOn(at)) return list.replace(entry);
            // The form is left as the owner has it (a field the server trims is not rewritten
            // under the cursor): what was sent is now what is stored.
            set({ current: entry, saved: { form, publishAt }, error: undefined });
            set({ saveState: stateAfterSave(platform, kind, entry.id) });
            list.replace(entry);
          } catch (error) {
            // Never "Saving…" for a save that is not happening: the edit waits for the next sign-in.
            if (isStatus(error, 401) && stillOn(at)) set({ saveState: { phase: 'signed-out' } });
            if (isStatus(error, 401)) return opts.onUnauthorized();
            if (!stillOn(at)) return;
            if (isStatus(error, 404) && get().current) return void goneElsewhere();
            const message = messageOf(error);
            if (isStatus(error, 409) && fieldProblemsOf(error).length === 0) {
              const said = CONFLICT_TEXTS.saveRefused(noun);
              set({ error: said, conflict: true, saveState: { phase: 'idle' } });
              toast().show({ title: CONFLICT_TEXTS.title(noun), description: said, variant: 'destructive' });
            } else {
              // Each problem shows at its field too: the line beside the heading may be off screen.
              const problems = withProblems(fieldProblemsOf(error), get().problems);
              set({ saveState: stateAfterRefusal(message), problems });
            }
          }
        });
      },
      unsavedWork() {
        const s = get();
        const onItsWay = sending?.form === s.form && sending.publishAt === s.publishAt;
        const unsaved = (hasUnsavedChanges(s) && !onItsWay) || s.setAside !== undefined;
        return unsaved ? leaveQuestion(noun, s.current?.title) : undefined;
      },
      async reloadCurrent() {
        // A new entry refused as made elsewhere meanwhile (a slot made again) reloads that one.
        const id = get().current?.id ?? create.remadeId(opened);
        if (!id) return;
        const at = opened;
        // What the owner typed is set aside, not dropped: shown beside the form, to put back or copy.
        const aside = setAsideOf(adapter, CONTENT_MODEL[kind].labels, get()) ?? get().setAside;
        try {
          const entry = await api.get(kind, id);
          if (!stillOn(at)) return list.replace(entry);
          get().show(entry);
          set({ setAside: aside });
          if (conflictNotice !== undefined) toast().dismiss(conflictNotice);
        } catch (error) {
          if (isStatus(error, 401)) return opts.onUnauthorized();
          toast().show(failureNotice(`The ${noun} could not be reloaded`, error));
        }
      },
      openKept: (entry) =>
        openKeptEntry(entry, { adapter, platform, get, set, toasts, kept, remade, ...opts }),
      putBack: () => set(putBackSetAside),
      async forgetSetAside() {
        if (await platform.confirm(CONFLICT_TEXTS.confirmForget)) set({ setAside: undefined });
      },
      remove: () =>
        deleteOpenEntry({
          kind,
          noun,
          platform,
          get,
          set,
          opening: () => opened,
          listChanged: list.changed,
          closeWith: (entries) => {
            opened += 1;
            set({ ...closed, entries });
          },
          notify: (notice) => toast().show(notice),
          onUnauthorized: opts.onUnauthorized,
        }),
      reset() {
        opened += 1;
        set({ ...closed, listStatus: 'idle', entries: [], listError: undefined, pending: false });
      },
    };
  });
}

export type ContentStore<K extends ContentKind, F> = StoreApi<ContentState<K, F>>;
