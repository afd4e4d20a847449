import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { CollectionKey, PortfolioData, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { DASHBOARD_TEXTS, NOTICES } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

/** Spec section 4: every visit opens on photography (the choice is not remembered between visits). */
export const DEFAULT_SERVICE: CollectionKey = 'photographyPortfolio';

export interface PortfolioState {
  /** idle until signed in; loading only for the first load (later refreshes keep the list). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: PortfolioData | null;
  error: string | undefined;
  activeService: CollectionKey;
  load(): Promise<void>;
  selectService(key: CollectionKey): void;
  deleteItem(key: CollectionKey, item: PortfolioItem): Promise<void>;
  /** Moves an item to another place in its list and saves the whole order. */
  moveItem(key: CollectionKey, id: string, toIndex: number): Promise<void>;
  reset(): void;
}

interface PortfolioStoreOptions {
  /** Called when a call answers 401, so the session store can show the sign-in card. */
  onUnauthorized(): void;
}

export function createPortfolioStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: PortfolioStoreOptions,
) {
  const toast = toasts.getState;
  const loads = createListLoads();
  return createStore<PortfolioState>()((set, get) => {
    const fail = (title: string, error: unknown) => {
      if (isStatus(error, 401)) opts.onUnauthorized();
      else toast().show(failureNotice(title, error));
    };
    return {
      status: 'idle',
      data: null,
      error: undefined,
      activeService: DEFAULT_SERVICE,
      async load() {
        if (!get().data) set({ status: 'loading', error: undefined });
        await loads.run(platform.api.portfolio, {
          show: (data) => set({ status: 'ready', data, error: undefined }),
          fail(error) {
            if (isStatus(error, 401)) return opts.onUnauthorized();
            // Keep showing the last good list after a failed refresh; only the first load fails hard.
            if (get().data) toast().show(failureNotice(DASHBOARD_TEXTS.fetchFailed, error));
            else set({ status: 'error', error: messageOf(error) });
          },
        });
      },
      selectService: (key) => set({ activeService: key }),
      async deleteItem(key, item) {
        if (!(await platform.confirm(DASHBOARD_TEXTS.confirmDeleteNamed(item.title)))) return;
        try {
          // Only the version the owner sees: a delete never removes an edit made elsewhere since.
          await platform.api.deleteItem(key, item.id, item.version);
        } catch (error) {
          if (isStatus(error, 409)) toast().show({ ...NOTICES.deleteConflict, variant: 'destructive' });
          else fail(NOTICES.deleteFailed.title, error);
          if (isStatus(error, 404) || isStatus(error, 409)) await get().load();
          return;
        }
        loads.changed();
        toast().show(NOTICES.deleted);
        await get().load();
      },
      async moveItem(key, id, toIndex) {
        const data = get().data;
        const list = data?.[key];
        if (!data || !list) return;
        const from = list.findIndex((i) => i.id === id);
        const to = Math.max(0, Math.min(list.length - 1, toIndex));
        if (from < 0 || from === to) return;
        const next = [...list];
        const [moved] = next.splice(from, 1);
        if (!moved) return;
        next.splice(to, 0, moved);
        // Show the new order at once; the server's answer (with new versions) replaces it.
        set({ data: { ...data, [key]: next } });
        loads.changed();
        try {
          const saved = await platform.api.reorder(
            key,
            next.map((i) => i.id),
          );
          const current = get().data;
          // A load asked for while the order was on its way may hold the old order: asked again.
          loads.changed();
          if (current) set({ data: { ...current, [key]: saved } });
          toast().show({
            ...NOTICES.orderSaved,
            description: `"${moved.title}" is now number ${to + 1} of ${next.length}`,
          });
        } catch (error) {
          fail(NOTICES.orderFailed.title, error);
          await get().load();
        }
      },
      reset() {
        set({ status: 'idle', data: null, error: undefined });
      },
    };
  });
}

export type PortfolioStore = ReturnType<typeof createPortfolioStore>;
