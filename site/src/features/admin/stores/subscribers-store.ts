import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { Subscriber } from '#shared/schemas/newsletter.ts';
import { ERASE_TEXTS, NOTICES } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

export interface SubscribersState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: Subscriber[];
  error: string | undefined;
  exporting: boolean;
  load(): Promise<void>;
  /** Downloads the server's CSV (cells already escaped there) through the platform. */
  exportCsv(today?: Date): Promise<void>;
  /** Addresses being erased (their button is disabled). */
  erasing: string[];
  /** Asks first, then erases the subscriber for good (their request under CASL / PIPEDA). */
  erase(email: string): Promise<void>;
  reset(): void;
}

export function createSubscribersStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: { onUnauthorized(): void },
) {
  const loads = createListLoads();
  return createStore<SubscribersState>()((set, get) => ({
    status: 'idle',
    list: [],
    error: undefined,
    exporting: false,
    erasing: [],
    async load() {
      if (get().status !== 'ready') set({ status: 'loading', error: undefined });
      await loads.run(platform.api.subscribers, {
        show: (list) => set({ status: 'ready', list, error: undefined }),
        fail: (error) =>
          isStatus(error, 401) ? opts.onUnauthorized() : set({ status: 'error', error: messageOf(error) }),
        kept: { shown: () => get().status === 'ready', notify: (notice) => toasts.getState().offer(notice) },
      });
    },
    async exportCsv(today = new Date()) {
      if (get().exporting) return;
      set({ exporting: true });
      try {
        const csv = await platform.api.subscribersCsv();
        await platform.saveFile(`subscribers-${today.toISOString().slice(0, 10)}.csv`, csv, 'text/csv');
        toasts.getState().show(NOTICES.exportDone);
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice(NOTICES.exportFailed.title, error));
      } finally {
        set({ exporting: false });
      }
    },
    async erase(email) {
      if (get().erasing.includes(email)) return;
      if (!(await platform.confirm(ERASE_TEXTS.confirmSubscriber(email)))) return;
      set((s) => ({ erasing: [...s.erasing, email] }));
      try {
        await platform.api.eraseSubscriber(email);
        loads.changed();
        set((s) => ({ list: s.list.filter((one) => one.email !== email) }));
        toasts.getState().show(NOTICES.subscriberErased);
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice(NOTICES.subscriberEraseFailed.title, error));
        if (isStatus(error, 404)) await get().load();
      } finally {
        set((s) => ({ erasing: s.erasing.filter((one) => one !== email) }));
      }
    },
    reset: () => set({ status: 'idle', list: [], error: undefined, exporting: false, erasing: [] }),
  }));
}
