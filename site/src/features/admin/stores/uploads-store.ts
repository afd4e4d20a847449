import { createStore } from 'zustand/vanilla';
import { NOTICES } from '../lib/admin-texts.ts';
import { isStatus } from '../lib/error-notice.ts';
import { failureOf, refusalOf } from '../lib/upload-checks.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { ToastStore } from './toast-store.ts';

/**
 * ready: chosen, not yet sent (kept until uploaded); uploading: on its way; done: the server
 * answered its url; failed: refused for good (before sending, or by the server).
 */
type UploadPhase = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadRow {
  id: number;
  name: string;
  phase: UploadPhase;
  /** The chosen file until the server has it. */
  file: File | null;
  /** Bytes sent, when the platform reports them. */
  progress?: { sent: number; total: number };
  url?: string;
  /** Why it failed: final when phase is failed, or the last try's reason when it is ready again. */
  error?: string;
}

export interface UploadsState {
  rows: UploadRow[];
  uploading: boolean;
  /** Adds files from the picker or a drop; a non-image or an oversized file gets its row and reason. */
  addFiles(files: File[]): void;
  chooseFiles(): Promise<void>;
  /** Sends every ready file, one after another; the first one to succeed fills the item's src. */
  uploadAll(): Promise<void>;
  remove(id: number): void;
  /** Drops the uploaded rows whose url a saved item now uses. */
  forgetUsed(src: string): void;
  clear(): void;
}

interface UploadsStoreOptions {
  onUnauthorized(): void;
  /** The first successful upload of a round: the spec's "fills the item's src". */
  onFirstUploaded(url: string): void;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function createUploadsStore(platform: AdminPlatform, toasts: ToastStore, opts: UploadsStoreOptions) {
  let nextId = 1;
  return createStore<UploadsState>()((set, get) => {
    const update = (id: number, change: Partial<UploadRow>) =>
      set((s) => ({ rows: s.rows.map((r) => (r.id === id ? { ...r, ...change } : r)) }));

    /** Sends one row; answers whether it worked, or 'stop' when the session has ended. */
    const send = async (row: UploadRow & { file: File }): Promise<boolean | 'stop'> => {
      update(row.id, { phase: 'uploading', error: undefined, progress: undefined });
      try {
        const { url } = await platform.uploadImage(row.file, (progress) => update(row.id, { progress }));
        update(row.id, { phase: 'done', url, file: null, progress: undefined });
        return true;
      } catch (error) {
        if (isStatus(error, 401)) {
          // Kept for after the owner signs in again.
          update(row.id, { phase: 'ready', progress: undefined });
          return 'stop';
        }
        const { message, final } = failureOf(error);
        update(row.id, {
          phase: final ? 'failed' : 'ready',
          file: final ? null : row.file,
          error: message,
          progress: undefined,
        });
        return false;
      }
    };

    return {
      rows: [],
      uploading: false,
      addFiles(files) {
        const rows = get().rows;
        const added: UploadRow[] = files
          .filter((file) => !rows.some((r) => r.phase === 'ready' && r.file && sameFile(r.file, file)))
          .map((file) => {
            const refusal = refusalOf(file, platform.capabilities.uploadMaxBytes);
            return refusal
              ? { id: nextId++, name: file.name, phase: 'failed', file: null, error: refusal }
              : { id: nextId++, name: file.name, phase: 'ready', file };
          });
        if (added.length) set({ rows: [...rows, ...added] });
      },
      async chooseFiles() {
        get().addFiles(await platform.pickImageFiles({ multiple: true }));
      },
      async uploadAll() {
        if (get().uploading) return;
        const queue = get().rows.filter(
          (r): r is UploadRow & { file: File } => r.phase === 'ready' && !!r.file,
        );
        if (!queue.length) return;
        set({ uploading: true });
        let sent = 0;
        const failures: string[] = [];
        try {
          for (const row of queue) {
            const result = await send(row);
            if (result === 'stop') return opts.onUnauthorized();
            if (!result) {
              failures.push(get().rows.find((r) => r.id === row.id)?.error ?? '');
              continue;
            }
            sent += 1;
            const url = get().rows.find((r) => r.id === row.id)?.url;
            if (sent === 1 && url) opts.onFirstUploaded(url);
          }
        } finally {
          set({ uploading: false });
        }
        // One notice for the round (one toast at a time); each file's own outcome is on its row.
        if (!failures.length) {
          const detail =
            sent > 1 ? `${sent} images uploaded; the first one is in the Image URL field.` : undefined;
          toasts.getState().show({ ...NOTICES.uploadDone, detail });
        } else {
          const detail =
            queue.length === 1
              ? failures[0]
              : `${failures.length} of ${queue.length} files failed; see each file's reason in the list.`;
          toasts.getState().show({ ...NOTICES.uploadFailed, detail, variant: 'destructive' });
        }
      },
      remove: (id) => set((s) => ({ rows: s.rows.filter((r) => r.id !== id || r.phase === 'uploading') })),
      forgetUsed: (src) =>
        set((s) => ({ rows: s.rows.filter((r) => !(r.phase === 'done' && r.url === src)) })),
      clear: () => set({ rows: [], uploading: false }),
    };
  });
}

export type UploadsStore = ReturnType<typeof createUploadsStore>;
