import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { FetchLike } from '#shared/api/client.ts';
import { createHandlers, dispatch, type HostServices } from '../ipc/handlers.ts';
import { contentSecurityPolicy } from '../main/content-security-policy.ts';
import { mediaResponse } from '../main/media-response.ts';
import { createAesEncryptor } from './aes-encryptor.ts';
import { desktopHome } from './desktop-fixtures.ts';
import { PRELOAD_BUNDLE } from './preload-sandbox.ts';

export const RENDERER_DIR = fileURLToPath(new URL('../../../out/desktop/renderer/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * In the page, instead of Electron: the BUILT preload, run with an `electron` stand-in whose
 * ipcRenderer goes to the test process (file bytes travel as base64, since the test binding
 * carries JSON), and whose contextBridge puts the API on window.
 */
const pageBridge = (preloadSource: string) => `(() => {
  const listeners = new Map();
  const encode = (value) => {
    if (value instanceof Uint8Array) {
      let text = '';
      for (let i = 0; i < value.length; i += 0x8000) text += String.fromCharCode(...value.subarray(i, i + 0x8000));
      return { __bytes: btoa(text) };
    }
    if (Array.isArray(value)) return value.map(encode);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
    return value;
  };
  window.__desktopEmit = (event, payload) => { for (const l of listeners.get(event) ?? []) l({}, payload); };
  const electron = {
    contextBridge: { exposeInMainWorld: (name, api) => Object.defineProperty(window, name, { value: Object.freeze(api) }) },
    ipcRenderer: {
      invoke: (channel, request) => window.__desktopInvoke(channel, encode(request)),
      on: (event, listener) => { if (!listeners.has(event)) listeners.set(event, new Set()); listeners.get(event).add(listener); },
      removeListener: (event, listener) => listeners.get(event)?.delete(listener),
    },
  };
  const require = (name) => { if (name === 'electron') return electron; throw new Error('sandboxed preload: no ' + name); };
  const module = { exports: {} };
  (function (require, module, exports) {\n${preloadSource}\n})(require, module, module.exports);
})();`;

function decodeBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeBytes);
  if (value && typeof value === 'object') {
    if ('__bytes' in value) return new Uint8Array(Buffer.from(String(value.__bytes), 'base64'));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeBytes(v)]));
  }
  return value;
}

/**
 * The desktop renderer in Chromium, as in the app but without Electron: the built renderer from
 * out/desktop/renderer served with the app's CSP header, the built preload in the page, and behind
 * it the main process's real IPC handlers and sync logic, talking to the real server. `network`
 * cuts the connection (every request fails to connect, like a lost network).
 */
export async function startRendererHarness() {
  const home = await desktopHome(createAesEncryptor());
  const network = { offline: false };
  const cuttableFetch: FetchLike = (input, init) =>
    network.offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
  const { DesktopSync } = await import('../sync/desktop-sync.ts');
  const sync = await DesktopSync.open({
    dir: home.dir,
    encryptor: home.encryptor,
    fetch: cuttableFetch,
    probeIntervalMs: 500,
  });
  const picked = new Map<string, { path: string; name: string }>();
  const next: { picks: string[]; saved: { filename: string; content: string }[] } = { picks: [], saved: [] };
  const host: HostServices = {
    async pickImages() {
      return next.picks.splice(0).map((path) => {
        const token = randomUUID();
        picked.set(token, { path, name: basename(path) });
        return { token, name: basename(path), size: 0, type: 'image/jpeg' };
      });
    },
    pickedFile: (token) => picked.get(token),
    async saveFile(filename, content) {
      next.saved.push({ filename, content });
      return true;
    },
    log: (message, error) => console.error(message, error),
  };
  const handlers = createHandlers(sync, host);

  const root = normalize(RENDERER_DIR + sep);
  /** Work under way for the page (picture fetches, IPC calls): awaited before the directory goes. */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(pending: Promise<T>): Promise<T> => {
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending)).catch(() => undefined);
    return pending;
  };
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/site-media/')) {
      // As app://lumen/site-media/ in the app (main/app-protocol.ts).
      const answer = mediaResponse(await track(sync.media(path.slice('/site-media'.length))));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(root)) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': contentSecurityPolicy(),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const preloadSource = await readFile(PRELOAD_BUNDLE, 'utf8');

  return {
    url,
    sync,
    network,
    next,
    /** Wires a page to this harness; call before page.goto(url). */
    async attach(page: Page) {
      const emit = (event: string, payload: unknown) =>
        void page
          .evaluate(
            ([e, p]) =>
              (
                globalThis as typeof globalThis & { __desktopEmit(e: string, p: unknown): void }
              ).__desktopEmit(e, p),
            [event, payload] as const,
          )
          .catch(() => undefined);
      await page.exposeFunction('__desktopInvoke', (channel: string, request: unknown) =>
        track(dispatch(handlers, host, channel, decodeBytes(request), { emit })),
      );
      sync.onStatus((status) => emit('sync:status', status));
      await page.addInitScript({ content: pageBridge(preloadSource) });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Pictures still being fetched and cached, and calls the page made just before it closed
      // (a content request saving the offline copy), would write into the directory being removed.
      await Promise.allSettled([...inFlight]);
      await sync.close();
      await home.cleanup();
    },
  };
}

export type RendererHarness = Awaited<ReturnType<typeof startRendererHarness>>;
