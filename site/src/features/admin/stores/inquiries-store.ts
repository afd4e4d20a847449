import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { Inquiry } from '#shared/schemas/inquiry.ts';
import { ERASE_TEXTS, inquiryNoun, NOTICES } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

export interface InquiriesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Quote requests, newest first. */
  list: Inquiry[];
  error: string | undefined;
  /** Ids whose status change is on its way (their toggle is disabled). */
  updating: string[];
  load(): Promise<void>;
  toggleHandled(id: string): Promise<void>;
  /** Asks first, then erases the request for good (a person's request, or spam). */
  erase(id: string): Promise<void>;
  reset(): void;
}

const newestFirst = (a: Inquiry, b: Inquiry) => b.createdAt.localeCompare(a.createdAt);

export function createInquiriesStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: { onUnauthorized(): void },
) {
  const loads = createListLoads();
  return createStore<InquiriesState>()((set, get) => ({
    status: 'idle',
    list: [],
    error: undefined,
    updating: [],
    async load() {
      if (get().status !== 'ready') set({ status: 'loading', error: undefined });
      await loads.run(platform.api.inquiries, {
        show: (list) => set({ status: 'ready', list: [...list].sort(newestFirst), error: undefined }),
        fail: (error) =>
          isStatus(error, 401) ? opts.onUnauthorized() : set({ status: 'error', error: messageOf(error) }),
        kept: { shown: () => get().status === 'ready', notify: (notice) => toasts.getState().offer(notice) },
      });
    },
    async toggleHandled(id) {
      const inquiry = get().list.find((i) => i.id === id);
      if (!inquiry || get().updating.includes(id)) return;
      set((s) => ({ updating: [...s.updating, id] }));
      try {
        const saved = await platform.api.setInquiryStatus(id, inquiry.status === 'new' ? 'handled' : 'new');
        loads.changed();
        set((s) => ({ list: s.list.map((i) => (i.id === id ? saved : i)) }));
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice(NOTICES.inquiryFailed.title, error));
      } finally {
        set((s) => ({ updating: s.updating.filter((u) => u !== id) }));
      }
    },
    async erase(id) {
      const inquiry = get().list.find((i) => i.id === id);
      if (!inquiry || get().updating.includes(id)) return;
      const name = `${inquiry.firstName} ${inquiry.lastName}`;
      const what = inquiryNoun(inquiry);
      if (!(await platform.confirm(ERASE_TEXTS.confirmInquiry(name, what)))) return;
      set((s) => ({ updating: [...s.updating, id] }));
      try {
        await platform.api.eraseInquiry(id);
        loads.changed();
        set((s) => ({ list: s.list.filter((i) => i.id !== id) }));
        toasts.getState().show(NOTICES.inquiryErased(what));
      } catch (error) {
        if (isStatus(error, 401)) opts.onUnauthorized();
        else toasts.getState().show(failureNotice(NOTICES.inquiryEraseFailed.title, error));
        if (isStatus(error, 404)) await get().load();
      } finally {
        set((s) => ({ updating: s.updating.filter((u) => u !== id) }));
      }
    },
    reset: () => set({ status: 'idle', list: [], error: undefined, updating: [] }),
  }));
}
