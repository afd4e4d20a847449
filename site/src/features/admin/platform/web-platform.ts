import { createApiClient } from '#shared/api/client.ts';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { IMAGE_ACCEPT } from '../lib/upload-checks.ts';
import type { AdminPlatform } from './platform.ts';

const STORAGE_PREFIX = 'lumen-admin:';

/** Opens the browser's file chooser for images; resolves with [] when the owner cancels. */
function pickImageFiles(options: { multiple?: boolean } = {}): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = IMAGE_ACCEPT;
    input.multiple = options.multiple ?? false;
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => resolve([]), { once: true });
    input.click();
  });
}

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    // Storage can be disabled (private mode, policy) or hold foreign data: treat it as empty.
    return undefined;
  }
}

/**
 * The browser implementation. Safe to create during server rendering: nothing touches `window`
 * until a method is called (the session check runs in the browser only).
 */
export function createWebPlatform(): AdminPlatform {
  const api = createApiClient({ baseUrl: '' });
  return {
    api,
    pickImageFiles,
    // fetch cannot report the bytes of a request body it sends: no progress here.
    uploadImage: (file) => api.upload(file, file.name),
    storage: {
      get: async (key) => readJson(key),
      async set(key, value) {
        try {
          window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
        } catch {
          // Full or disabled storage only loses a convenience (the remembered service).
        }
      },
      async remove(key) {
        try {
          window.localStorage.removeItem(STORAGE_PREFIX + key);
        } catch {
          // See set().
        }
      },
    },
    // Every change is sent at once: nothing ever waits here.
    waiting: { has: () => false, undecided: () => false, subscribe: () => () => undefined },
    connectivity: {
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      subscribe(listener) {
        const online = () => listener(true);
        const offline = () => listener(false);
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        return () => {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        };
      },
    },
    confirm: async (message) => window.confirm(message),
    reload: () => window.location.reload(),
    async saveFile(filename, content, mimeType) {
      const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the blob goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    mediaUrl: (src) => src,
    siteUrl: (path) => path,
    setupLink: {
      token: () => new URLSearchParams(window.location.search).get('setup') ?? undefined,
      clear() {
        const url = new URL(window.location.href);
        url.searchParams.delete('setup');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      },
    },
    capabilities: { offlineQueue: false, uploadMaxBytes: UPLOAD_MAX_BYTES },
  };
}
