import { createStore } from 'zustand/vanilla';
import type { EntryOutcome, EntryToOpen } from '../../../site/src/features/admin/index.ts';
import type { UploadProgressEvent } from '../ipc/contract.ts';
import type { SyncStatus } from '../sync/sync-status.ts';
import { call, onEvent } from './bridge.ts';
import { notesStillListed } from './opened-notes.ts';

export interface UploadEntry extends Omit<UploadProgressEvent, 'uploadId'> {
  id: string;
  name: string;
  /** The placeholder (queued offline) or the server's url, once answered. */
  url?: string;
}

export interface DesktopState {
  ready: boolean;
  siteUrl: string | null;
  status: SyncStatus | null;
  uploads: UploadEntry[];
  /** The owner asked (menu or button) to change the site address. */
  changingSite: boolean;
  syncPanelOpen: boolean;
  /** Bumped to show the server's data again after the owner took the server's version. */
  generation: number;
  /** A refused change the owner chose to open in its editor, until the admin takes it. */
  toOpen: EntryToOpen | undefined;
  /** What the admin said became of each refused change opened (by its id): shown on its row. */
  opened: Partial<Record<string, Exclude<EntryOutcome, { status: 'saved' }>>>;
}

/**
 * What the desktop shell around the admin knows: the site, the sync status pushed by the main
 * process, and the uploads of this session with their progress. The admin's own state stays in
 * the web admin's stores.
 */
export function createDesktopState() {
  const store = createStore<DesktopState>()(() => ({
    ready: false,
    siteUrl: null,
    status: null,
    uploads: [],
    changingSite: false,
    syncPanelOpen: false,
    generation: 0,
    toOpen: undefined,
    opened: {},
  }));

  const upsertUpload = (id: string, change: Partial<UploadEntry>) =>
    store.setState((s) => {
      const existing = s.uploads.find((u) => u.id === id);
      const entry: UploadEntry = { id, name: '', phase: 'preparing', ...existing, ...change };
      return {
        uploads: existing
          ? s.uploads.map((u) => (u.id === id ? entry : u))
          : [entry, ...s.uploads].slice(0, 50),
      };
    });

  onEvent('sync:status', (status) => store.setState({ status, siteUrl: status.siteUrl }));
  store.subscribe((s, previous) => {
    if (s.status === previous.status) return;
    const opened = notesStillListed(s.opened, s.status);
    if (opened !== s.opened) store.setState({ opened });
  });
  onEvent('upload:progress', ({ uploadId, ...progress }) => upsertUpload(uploadId, progress));
  onEvent('app:command', ({ command }) => {
    if (command === 'change-site') store.setState({ changingSite: true });
    if (command === 'show-sync') store.setState({ syncPanelOpen: true });
    if (command === 'sync-now')
      void call('queue:sync-now', undefined).then((status) => store.setState({ status }));
  });

  return {
    store,
    async load() {
      const [{ siteUrl }, status] = await Promise.all([
        call('connection:get', undefined),
        call('queue:status', undefined),
      ]);
      store.setState({ ready: true, siteUrl, status });
    },
    upsertUpload,
  };
}

export type DesktopStateHandle = ReturnType<typeof createDesktopState>;
