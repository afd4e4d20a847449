import { createStore } from 'zustand/vanilla';
import { ApiError, fieldProblemsOf } from '#shared/api/api-error.ts';
import type { FieldProblem } from '#shared/schemas/field-problems.ts';
import type { CollectionKey, CreateItemInput, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import {
  buildCreate,
  buildUpdate,
  checkForm,
  EMPTY_FORM,
  formFromItem,
  type ItemFormValues,
  missingProblems,
} from '../lib/item-form.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { leaveQuestion } from './content-drafts.ts';
import { createKeptOrigin } from './kept-origin.ts';
import type { PortfolioStore } from './portfolio-store.ts';
import type { ToastStore } from './toast-store.ts';
import type { UploadsStore } from './uploads-store.ts';

export type ViewMode = 'manage' | 'add';

export interface EditorState {
  viewMode: ViewMode;
  form: ItemFormValues;
  /** The item being edited (its id and version are sent on update), or null when adding. */
  editing: PortfolioItem | null;
  /** A create or update is on its way: the submit button is disabled. */
  pending: boolean;
  /** Each problem of the last refused Add / Update on its field (shown under it, the first focused). */
  problems: FieldProblem[];
  /** Counts refused Add / Update presses: each one puts the keyboard on the first field named. */
  refusals: number;
  setViewMode(mode: ViewMode): void;
  setField<K extends keyof ItemFormValues>(name: K, value: ItemFormValues[K]): void;
  /** Loads the item into the form; files chosen and not yet uploaded stay (spec section 4). */
  startEdit(item: PortfolioItem): void;
  /** Starts a new image item from an uploaded image, leaving any edit in progress. */
  startNewFromImage(src: string): void;
  cancelEdit(): void;
  /** The form, as just set, holds the host's entry `ref` (item-reopen.ts): its Add / Update is reported. */
  heldFromHost(ref: string): void;
  submit(key: CollectionKey): Promise<void>;
  /** The question to ask before the form's unsent work is dropped, or undefined when it holds none. */
  unsavedWork(): string | undefined;
}

interface EditorStoreOptions {
  onUnauthorized(): void;
}

export function createEditorStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  portfolio: PortfolioStore,
  uploads: UploadsStore,
  opts: EditorStoreOptions,
) {
  const toast = toasts.getState;
  /**
   * The id of the item this form adds, once an Add Item may have reached the server (its answer
   * lost): Add Item pressed again sends the same id, so the item is stored once.
   */
  let adding: { id: string } | undefined;
  /** Counts what the form is opened on (an item, a new one, none), for kept-origin.ts. */
  let opened = 0;
  const kept = createKeptOrigin(platform, () => opened);
  /** Another form: an add of the last one that may have reached the server is not this one's. */
  const another = () => {
    adding = undefined;
    opened += 1;
  };
  const store = createStore<EditorState>()((set, get) => {
    const done = (src: string) => {
      // The image just saved leaves the upload list; files still waiting there stay for the next item.
      uploads.getState().forgetUsed(src);
      adding = undefined;
      set({ viewMode: 'manage', form: EMPTY_FORM, editing: null, problems: [] });
    };

    /** 409 on update: someone changed the item elsewhere. Refresh, keep the owner's edits, say so. */
    const conflict = async (item: PortfolioItem, key: CollectionKey) => {
      toast().show({ ...NOTICES.conflict, variant: 'destructive' });
      await portfolio.getState().load();
      const latest = portfolio.getState().data?.[key]?.find((i) => i.id === item.id);
      // The next Update Item is a deliberate overwrite of the version the owner has now been told about.
      if (latest) set({ editing: latest });
    };

    /** Checks the body against the shared contract and returns the call that sends it. */
    const prepare = (
      key: CollectionKey,
      form: ItemFormValues,
      editing: PortfolioItem | null,
    ):
      | { ok: true; send: () => Promise<unknown> }
      | { ok: false; message: string; problems: FieldProblem[] } => {
      if (editing) {
        const built = buildUpdate(editing, form);
        return built.ok ? { ok: true, send: () => platform.api.updateItem(key, built.input) } : built;
      }
      const built = buildCreate(key, form);
      if (!built.ok) return built;
      const id = adding?.id ?? built.input.id ?? '';
      return { ok: true, send: () => addOnce(key, { ...built.input, id }, form) };
    };

    /** An add that may be the second of the same item: one stored by the lost one is updated instead. */
    const addOnce = async (
      key: CollectionKey,
      input: CreateItemInput & { id: string },
      form: ItemFormValues,
    ) => {
      const again = adding?.id === input.id;
      try {
        return await platform.api.createItem(key, input);
      } catch (error) {
        if (!(error instanceof ApiError)) adding = { id: input.id };
        if (!again || !isStatus(error, 409)) throw error;
        const stored = (await platform.api.portfolio())[key]?.find((i) => i.id === input.id);
        const update = stored && buildUpdate(stored, form);
        if (!update?.ok) throw error;
        return platform.api.updateItem(key, update.input);
      }
    };

    return {
      viewMode: 'manage',
      form: EMPTY_FORM,
      editing: null,
      pending: false,
      problems: [],
      refusals: 0,
      setViewMode: (viewMode) => set({ viewMode }),
      // A field's problem goes as it changes (the next Add / Update judges it again); ticking
      // Decorative answers the alt text's.
      setField: (name, value) =>
        set((s) => {
          const about = name === 'decorative' ? ['decorative', 'alt'] : [name];
          const problems = s.problems.filter(
            (p) => !about.some((f) => p.path === f || p.path.startsWith(`${f}.`)),
          );
          return {
            form: { ...s.form, [name]: value },
            ...(problems.length < s.problems.length ? { problems } : {}),
          };
        }),
      startEdit: (item) => {
        another();
        set({ form: formFromItem(item), editing: item, viewMode: 'add', problems: [] });
      },
      startNewFromImage: (src) => {
        another();
        set({ form: { ...EMPTY_FORM, src }, editing: null, viewMode: 'add', problems: [] });
      },
      cancelEdit: () => {
        another();
        set({ form: EMPTY_FORM, editing: null, problems: [] });
      },
      heldFromHost: (ref) => kept.opened(ref),
      unsavedWork() {
        const { form, editing } = get();
        const stored = editing ? formFromItem(editing) : EMPTY_FORM;
        if (JSON.stringify(form) === JSON.stringify(stored)) return undefined;
        return leaveQuestion('portfolio item', editing?.title);
      },
      async submit(key) {
        const { form, editing, pending } = get();
        if (pending) return;
        const check = checkForm(form);
        if (!check.ok) {
          const notice = check.reason === 'missing-alt' ? NOTICES.missingAlt : NOTICES.missingFields;
          set((s) => ({ problems: missingProblems(form), refusals: s.refusals + 1 }));
          toast().show({ ...notice, variant: 'destructive' });
          return;
        }
        const request = prepare(key, form, editing);
        if (!request.ok) {
          set((s) => ({ problems: request.problems, refusals: s.refusals + 1 }));
          toast().show({ ...NOTICES.invalidField, description: request.message, variant: 'destructive' });
          return;
        }
        set({ pending: true, problems: [] });
        const at = opened;
        try {
          await request.send();
        } catch (error) {
          set((s) => ({ pending: false, problems: fieldProblemsOf(error), refusals: s.refusals + 1 }));
          if (isStatus(error, 401)) return opts.onUnauthorized();
          if (editing && isStatus(error, 409)) return conflict(editing, key);
          if (editing && isStatus(error, 404)) {
            // Deleted elsewhere: an update can never land, so the form becomes a new item's.
            set({ editing: null });
            toast().show({ ...NOTICES.deletedElsewhere, variant: 'destructive' });
            return;
          }
          const title = editing ? NOTICES.updateFailed.title : NOTICES.addFailed.title;
          toast().show(failureNotice(title, error));
          return;
        }
        set({ pending: false });
        kept.saved(at);
        toast().show(editing ? NOTICES.updated : NOTICES.added);
        done(form.src);
        await portfolio.getState().load();
      },
    };
  });

  // An edit belongs to one service: choosing another service ends it rather than saving it there.
  portfolio.subscribe((state, previous) => {
    if (state.activeService !== previous.activeService && store.getState().editing) {
      store.getState().cancelEdit();
    }
  });
  return store;
}
