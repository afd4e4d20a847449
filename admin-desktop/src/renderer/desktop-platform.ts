import { ApiError } from '#shared/api/api-error.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { contentCalls } from '#shared/api/content-client.ts';
import { ownerMethods } from '#shared/api/owner-calls.ts';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { AdminPlatform, UploadProgress } from '../../../site/src/features/admin/index.ts';
import { APP_ORIGIN, MEDIA_PREFIX } from '../ipc/app-origin.ts';
import { MAX_DROPPED_FILE_BYTES, callChannel } from '../ipc/contract.ts';
import { call } from './bridge.ts';
import { contentRequest } from './content-request.ts';
import type { DesktopStateHandle } from './desktop-state.ts';

const STORAGE_PREFIX = 'lumen-desktop:';
/** The site's pictures, served by the main process; from Vite's dev server, on the app's own origin. */
const MEDIA_BASE = import.meta.env.DEV ? `${APP_ORIGIN}${MEDIA_PREFIX}` : MEDIA_PREFIX;
const PENDING_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#e2e8f0"/>' +
      '<path d="M32 14a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3v7l5 3" fill="none" stroke="#475569" stroke-width="2.5"/></svg>',
  );

const notHere = (what: string) => () =>
  Promise.reject(
    new ApiError(400, `${what} is not available in the desktop app. Use the site in a browser.`),
  );

/**
 * The desktop implementation of the admin's platform: the same interface the web admin uses,
 * forwarding every API call to the main process over the typed bridge, which sends it to the
 * site, or (offline) answers from the cache and queues the change.
 */
export function createDesktopPlatform(state: DesktopStateHandle): AdminPlatform {
  /** Files from the native dialog: the main process knows their paths, the page only a token. */
  const pickedTokens = new WeakMap<Blob, string>();
  const status = () => state.store.getState().status;

  /** Sends one file through the main process, which reports its progress as upload:progress events. */
  async function upload(
    file: Blob,
    filename: string,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<UploadAnswer> {
    const uploadId = crypto.randomUUID();
    state.upsertUpload(uploadId, { name: filename, phase: 'preparing' });
    const stopWatching = onProgress
      ? state.store.subscribe((s) => {
          const entry = s.uploads.find((u) => u.id === uploadId);
          if (entry?.phase === 'uploading' && entry.total)
            onProgress({ sent: entry.sent ?? 0, total: entry.total });
        })
      : () => undefined;
    const token = pickedTokens.get(file);
    try {
      const source = token ? { token } : { name: filename, bytes: new Uint8Array(await file.arrayBuffer()) };
      const answer = await call('upload:file', { uploadId, file: source });
      state.upsertUpload(uploadId, { url: answer.url });
      return answer;
    } catch (error) {
      state.upsertUpload(uploadId, { phase: 'failed', message: (error as Error).message });
      throw error;
    } finally {
      stopWatching();
    }
  }

  const api = {
    get csrfToken(): string | undefined {
      // Kept by the main process: the page never sees the session or its token.
      return undefined;
    },
    set csrfToken(_value: string | undefined) {},
    async session() {
      const { offline: _offline, ...info } = await call('session:info', undefined);
      return info;
    },
    login: (input) => call('session:sign-in', input),
    setup: notHere('Setting up the first owner'),
    logout: () => call('session:sign-out', undefined),
    upload: (file: Blob, filename: string) => upload(file, filename),
    // The owner's calls, as declared (shared/api/owner-calls.ts): the portfolio's offline too.
    ...ownerMethods((name, input) => call(callChannel(name), input)),
    // Projects and posts: every call goes to the main process as data, which reads from the site
    // or the offline copy and sends writes through the durable queue (docs/sync.md).
    content: contentCalls(contentRequest),
  } satisfies ApiClient;

  return {
    api,
    async pickImageFiles(options = {}) {
      const picked = await call('files:pick-images', { multiple: options.multiple ?? false });
      return picked.map((p) => {
        // An empty stand-in: the bytes stay on disk until the main process uploads them. It reports
        // the size on disk, so the admin's size check judges the real file.
        const file = new File([], p.name, { type: p.type });
        Object.defineProperty(file, 'size', { value: p.size });
        pickedTokens.set(file, p.token);
        return file;
      });
    },
    uploadImage: (file, onProgress) => upload(file, file.name, onProgress),
    storage: {
      async get(key) {
        try {
          const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
          return raw === null ? undefined : JSON.parse(raw);
        } catch {
          return undefined;
        }
      },
      async set(key, value) {
        window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      },
      async remove(key) {
        window.localStorage.removeItem(STORAGE_PREFIX + key);
      },
    },
    connectivity: {
      // The SITE's reachability as the main process sees it (not merely the network's).
      isOnline: () => status()?.online ?? true,
      subscribe(listener) {
        return state.store.subscribe((s, previous) => {
          const online = s.status?.online ?? true;
          if (online !== (previous.status?.online ?? true)) listener(online);
        });
      },
    },
    waiting: {
      // The main process's queue, as its last status said (sent with every change of the queue).
      has: (list, id) => status()?.pending.some((p) => p.key === list && p.itemId === id) ?? false,
      undecided: (list, id) =>
        [...(status()?.conflicts ?? []), ...(status()?.failures ?? [])].some(
          (c) => c.key === list && c.itemId === id,
        ),
      subscribe: (listener) =>
        state.store.subscribe((s, previous) => {
          if (s.status?.pending !== previous.status?.pending) listener();
        }),
    },
    // The Offline changes panel's "Open in the editor": handed to the admin once; what became of
    // it shows on its row, and once saved from its editor it leaves the list as Dismiss does.
    entriesToOpen: {
      take() {
        const entry = state.store.getState().toOpen;
        if (entry) state.store.setState({ toOpen: undefined });
        return entry;
      },
      subscribe: (listener) =>
        state.store.subscribe((s, previous) => {
          if (s.toOpen && s.toOpen !== previous.toOpen) listener();
        }),
      report(ref, outcome) {
        if (outcome.status !== 'saved')
          return state.store.setState((s) => ({ opened: { ...s.opened, [ref]: outcome } }));
        // Saved from its editor, so this list no longer holds the only copy: it leaves the list as
        // Dismiss does, without Dismiss's question. Should that fail, it stays, to dismiss by hand.
        void call('queue:dismiss', { failureId: ref }).then(
          (next) => state.store.setState({ status: next }),
          () => undefined,
        );
      },
    },
    confirm: async (message) => window.confirm(message),
    reload: () => window.location.reload(),
    async saveFile(filename, content, mimeType) {
      const { saved } = await call('files:save', { filename, content, mimeType });
      if (!saved) throw new ApiError(499, 'The file was not saved.');
    },
    mediaUrl(src) {
      const uploaded = status()?.uploads[src];
      if (uploaded) src = uploaded;
      else if (src.startsWith('/uploads/pending-')) return PENDING_IMAGE;
      // The site's pictures come through the main process (kept for offline use): see SiteMedia.
      return src.startsWith('/') && !src.startsWith('//') ? `${MEDIA_BASE}${src}` : src;
    },
    // The editors are shown only once connected, so the site address is known by then.
    siteUrl: (path) => `${state.store.getState().siteUrl ?? ''}${path}`,
    setupLink: { token: () => undefined, clear() {} },
    // The main process shrinks big photos before sending (the server still judges them), so files
    // over the server's limit are taken up to what it will read.
    capabilities: { offlineQueue: true, uploadMaxBytes: MAX_DROPPED_FILE_BYTES },
  };
}
