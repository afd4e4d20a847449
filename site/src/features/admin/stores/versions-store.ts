import { createStore } from 'zustand/vanilla';
import type { EntryOf } from '#shared/api/content-client.ts';
import type { ContentKind, VersionSummary } from '#shared/schemas/content-entry.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

interface VersionsState {
  /** Whose versions are listed (kind and id), so a list never shows another entry's history. */
  of: { kind: ContentKind; id: string } | null;
  versions: VersionSummary[];
  loading: boolean;
  /**
   * The last load could not reach the site (offline, or the site down): the list is as last loaded
   * (empty for another entry) and the panel says so, instead of a failure notice.
   */
  unavailable: boolean;
  load(kind: ContentKind, id: string): Promise<void>;
  /** Restores version `n` of the listed entry; `current` is the version the owner is looking at. */
  restore<K extends ContentKind>(kind: K, id: string, n: number, current: number): Promise<EntryOf<K> | null>;
  clear(): void;
}

/** The saved versions of the entry open in an editor, and restoring one (any kind). */
export function createVersionsStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: { onUnauthorized(): void },
) {
  const api = platform.api.content;
  const loads = createListLoads();
  return createStore<VersionsState>()((set, get) => ({
    of: null,
    versions: [],
    loading: false,
    unavailable: false,
    async load(kind, id) {
      const same = get().of?.kind === kind && get().of?.id === id;
      set({ of: { kind, id }, ...(same ? {} : { versions: [] }) });
      // The saved versions live on the site: offline is a normal state, not a failure.
      if (!platform.connectivity.isOnline()) return set({ unavailable: true, loading: false });
      set({ loading: true });
      // Each save asks for the list again: an answer overtaken by a newer one (which has the newest
      // version) is dropped, not shown after it.
      await loads.run(() => api.versions(kind, id), {
        show(versions) {
          if (get().of?.id === id) set({ versions, unavailable: false });
          set({ loading: false });
        },
        fail(error) {
          set({ loading: false });
          if (isStatus(error, 401)) return opts.onUnauthorized();
          if (isStatus(error, 503) || !platform.connectivity.isOnline()) set({ unavailable: true });
          else toasts.getState().show(failureNotice('The versions could not be loaded', error));
        },
      });
    },
    async restore(kind, id, n, current) {
      try {
        const entry = await api.restore(kind, id, n, current);
        toasts.getState().show({ title: 'Version restored', description: `Version ${n} is now the newest.` });
        void get().load(kind, id);
        return entry;
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice('The version was not restored', error));
        return null;
      }
    },
    clear: () => set({ of: null, versions: [], loading: false, unavailable: false }),
  }));
}
