import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

export interface TrashState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Deleted entries of every kind, newest first. */
  list: TrashItem[];
  error: string | undefined;
  /** Ids whose restore is on its way (their button is disabled). */
  restoring: string[];
  load(): Promise<void>;
  /** Brings an item back; the server's reason (its address is taken...) is shown when it cannot. */
  restore(id: string): Promise<void>;
  reset(): void;
}

/** The trash (docs/trash.md): what was deleted in the last 30 days, each with Restore. */
export function createTrashStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: { onUnauthorized(): void; onRestored(item: TrashItem): void },
) {
  const loads = createListLoads();
  return createStore<TrashState>()((set, get) => ({
    status: 'idle',
    list: [],
    error: undefined,
    restoring: [],
    async load() {
      if (get().status !== 'ready') set({ status: 'loading', error: undefined });
      await loads.run(platform.api.trash, {
        show: (list) => set({ status: 'ready', list, error: undefined }),
        fail: (error) =>
          isStatus(error, 401) ? opts.onUnauthorized() : set({ status: 'error', error: messageOf(error) }),
        kept: { shown: () => get().status === 'ready', notify: (notice) => toasts.getState().offer(notice) },
      });
    },
    async restore(id) {
      const item = get().list.find((one) => one.id === id);
      if (!item || get().restoring.includes(id)) return;
      set((s) => ({ restoring: [...s.restoring, id] }));
      try {
        await platform.api.restoreFromTrash(id);
        loads.changed();
        set((s) => ({ list: s.list.filter((one) => one.id !== id) }));
        toasts.getState().show({ ...NOTICES.restored, description: `"${item.name}" is back where it was.` });
        opts.onRestored(item);
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice(NOTICES.restoreFailed.title, error));
        if (isStatus(error, 404)) await get().load();
      } finally {
        set((s) => ({ restoring: s.restoring.filter((one) => one !== id) }));
      }
    },
    reset: () => set({ status: 'idle', list: [], error: undefined, restoring: [] }),
  }));
}
