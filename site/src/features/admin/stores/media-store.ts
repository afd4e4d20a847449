import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { isStatus } from '../lib/error-notice.ts';
import { formatDate } from '../lib/format-date.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { createListLoads } from './list-loads.ts';
import type { ToastStore } from './toast-store.ts';

interface MediaState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: MediaItem[];
  error: string | undefined;
  /** The upload being deleted, if any (its button reads Deleting...). */
  deleting: string | undefined;
  load(): Promise<void>;
  /** Asks first (naming the file), then deletes an unused upload and lists again. */
  remove(item: MediaItem): Promise<void>;
}

/** The file name the owner sees for an upload (its stored name). */
/** The name the owner knows a picture by: the file's own when it was uploaded, else its stored one. */
export const mediaFileName = (item: MediaItem) => item.name ?? item.url.slice(item.url.lastIndexOf('/') + 1);

export const mediaSize = (item: MediaItem) =>
  item.bytes >= 1024 * 1024
    ? `${(item.bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(item.bytes / 1024)} KB`;

/** The confirmation before a deletion: the file, its size and date, and that it is for good. */
function deleteQuestion(item: MediaItem): string {
  const size = item.width && item.height ? `, ${item.width} x ${item.height}` : '';
  const date = item.uploadedAt ? `, uploaded ${formatDate(item.uploadedAt)}` : '';
  return `Delete the picture ${mediaFileName(item)}${size}${date}? Nothing on the site uses it; its files are removed for good.`;
}

/** The media library (GET /api/admin/media, DELETE /api/admin/media/{id}) for the Media section and the pickers. */
export function createMediaStore(
  platform: AdminPlatform,
  toasts: ToastStore,
  opts: { onUnauthorized(): void },
) {
  const loads = createListLoads();
  return createStore<MediaState>()((set, get) => ({
    status: 'idle',
    items: [],
    error: undefined,
    deleting: undefined,
    async load() {
      if (get().status !== 'ready') set({ status: 'loading', error: undefined });
      await loads.run(platform.api.media, {
        show: (items) => set({ status: 'ready', items, error: undefined }),
        fail: (error) =>
          isStatus(error, 401) ? opts.onUnauthorized() : set({ status: 'error', error: messageOf(error) }),
        kept: { shown: () => get().status === 'ready', notify: (notice) => toasts.getState().offer(notice) },
      });
    },
    async remove(item) {
      if (get().deleting || !(await platform.confirm(deleteQuestion(item)))) return;
      set({ deleting: item.id });
      try {
        await platform.api.deleteMedia(item.id);
        loads.changed();
        set((s) => ({ items: s.items.filter((i) => i.id !== item.id) }));
        toasts
          .getState()
          .show({ title: 'Picture deleted', description: `${mediaFileName(item)} was removed.` });
      } catch (error) {
        if (isStatus(error, 401)) return opts.onUnauthorized();
        // Refused (409: something started using it) or failed: the server's sentence names why.
        toasts
          .getState()
          .show({ title: 'Not deleted', description: messageOf(error), variant: 'destructive' });
      } finally {
        set({ deleting: undefined });
      }
      await get().load();
    },
  }));
}
