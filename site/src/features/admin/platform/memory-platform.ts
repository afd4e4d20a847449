import { createApiClient, type FetchLike } from '#shared/api/client.ts';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import type { AdminPlatform, EntryOutcome, EntryToOpen } from './platform.ts';

export interface MemoryPlatformOptions {
  /** The server address (tests: the app started on 127.0.0.1:0). */
  baseUrl: string;
  /** Files the next pickImageFiles() call answers with. */
  files?: File[];
  /** What confirm() answers. */
  confirmAnswer?: boolean;
  setupToken?: string;
  /** The network under the cookie jar (tests: one that holds an answer back, or a canned one). */
  fetch?: FetchLike;
}

/** A fetch that keeps cookies like a browser tab would (outside a browser there is no cookie jar). */
function cookieFetch(base: FetchLike = (input, init) => fetch(input, init)): FetchLike {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/**
 * A platform kept in memory: real API client and server, scripted owner answers. Used by the
 * store tests and usable by any host without a DOM; records what it was asked to do.
 */
export function createMemoryPlatform(options: MemoryPlatformOptions) {
  const stored = new Map<string, unknown>();
  const listeners = new Set<(online: boolean) => void>();
  const record = {
    confirms: [] as string[],
    saved: [] as { filename: string; content: string; mimeType: string }[],
    reloads: 0,
    setupCleared: false,
    /** What the admin told the host of each entry handed over (its ref), in order. */
    reports: [] as { ref: string; outcome: EntryOutcome }[],
  };
  let online = true;
  let setupToken = options.setupToken;
  let toOpen: EntryToOpen | undefined;
  const openListeners = new Set<() => void>();
  const control = {
    files: options.files ?? [],
    confirmAnswer: options.confirmAnswer ?? true,
    setOnline(value: boolean) {
      online = value;
      for (const listener of listeners) listener(value);
    },
    /**
     * The owner chose a kept change to open in its editor, as a desktop host hands one over (with a
     * ref of its own when the test gives none); answers the ref the admin's reports name.
     */
    open(entry: Omit<EntryToOpen, 'ref'> & { ref?: string }): string {
      const ref = entry.ref ?? crypto.randomUUID();
      toOpen = { ...entry, ref };
      for (const listener of openListeners) listener();
      return ref;
    },
  };
  const api = createApiClient({ baseUrl: options.baseUrl, fetch: cookieFetch(options.fetch) });
  const platform: AdminPlatform = {
    api,
    pickImageFiles: async (pick = {}) => (pick.multiple ? control.files : control.files.slice(0, 1)),
    uploadImage: (file) => api.upload(file, file.name),
    storage: {
      get: async (key) => stored.get(key),
      set: async (key, value) => void stored.set(key, structuredClone(value)),
      remove: async (key) => void stored.delete(key),
    },
    waiting: { has: () => false, undecided: () => false, subscribe: () => () => undefined },
    connectivity: {
      isOnline: () => online,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    entriesToOpen: {
      take() {
        const entry = toOpen;
        toOpen = undefined;
        return entry;
      },
      subscribe(listener) {
        openListeners.add(listener);
        return () => openListeners.delete(listener);
      },
      report: (ref, outcome) => void record.reports.push({ ref, outcome }),
    },
    async confirm(message) {
      record.confirms.push(message);
      return control.confirmAnswer;
    },
    reload: () => {
      record.reloads += 1;
    },
    async saveFile(filename, content, mimeType) {
      record.saved.push({ filename, content, mimeType });
    },
    mediaUrl: (src) => (src.startsWith('/') ? `${options.baseUrl}${src}` : src),
    siteUrl: (path) => `${options.baseUrl}${path}`,
    setupLink: {
      token: () => setupToken,
      clear() {
        setupToken = undefined;
        record.setupCleared = true;
      },
    },
    capabilities: { offlineQueue: false, uploadMaxBytes: UPLOAD_MAX_BYTES },
  };
  return { platform, record, control };
}
