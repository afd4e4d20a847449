import { messageOf } from '#shared/api/api-error.ts';
import type { EntryOf } from '#shared/api/content-client.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { ContentState } from './content-state.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

interface ListContext<K extends ContentKind, F> {
  kind: K;
  platform: AdminPlatform;
  get(): ContentState<K, F>;
  set(partial: Partial<ContentState<K, F>> | ((s: ContentState<K, F>) => Partial<ContentState<K, F>>)): void;
  onUnauthorized(): void;
  toasts: ToastStore;
}

/**
 * A kind's list of entries (content-store.ts): loaded when its section opens, and kept in step
 * with the editor's saves and deletes, which a list already on its way does not undo.
 */
export function createContentList<K extends ContentKind, F>({
  kind,
  platform,
  get,
  set,
  onUnauthorized,
  toasts,
}: ListContext<K, F>) {
  const loads = createListLoads();
  return {
    async load() {
      if (get().listStatus !== 'ready') set({ listStatus: 'loading', listError: undefined });
      await loads.run(() => platform.api.content.list(kind), {
        show: (entries) => set({ entries, listStatus: 'ready', listError: undefined }),
        fail: (error) =>
          isStatus(error, 401) ? onUnauthorized() : set({ listStatus: 'error', listError: messageOf(error) }),
        kept: {
          shown: () => get().listStatus === 'ready',
          notify: (notice) => toasts.getState().offer(notice),
        },
      });
    },
    /** A saved entry: in place of its older version, or first when it is new. */
    replace(entry: EntryOf<K>) {
      loads.changed();
      set((s) => ({
        entries: s.entries.some((e) => e.id === entry.id)
          ? s.entries.map((e) => (e.id === entry.id ? entry : e))
          : [entry, ...s.entries],
      }));
    },
    /** An entry was deleted on the server. */
    changed: loads.changed,
  };
}
