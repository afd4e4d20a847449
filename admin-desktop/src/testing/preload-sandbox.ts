import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DesktopBridge } from '../ipc/contract.ts';

export const PRELOAD_BUNDLE = fileURLToPath(
  new URL('../../../out/desktop/preload/index.cjs', import.meta.url),
);

interface FakeIpc {
  invoke(channel: string, request: unknown): Promise<unknown>;
  /** Delivers a main-process event to the preload's listeners. */
  emit(event: string, payload: unknown): void;
}

/**
 * Runs the BUILT preload (out/desktop/preload/index.cjs) the way Electron's sandbox does: as a
 * CommonJS script whose require() knows only 'electron'. The electron module is a stand-in whose
 * ipcRenderer forwards to `ipc`; answers what the preload exposed as window.desktop.
 */
export async function loadPreload(ipc: (channel: string, request: unknown) => Promise<unknown>) {
  const source = await readFile(PRELOAD_BUNDLE, 'utf8');
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const exposed: Record<string, unknown> = {};
  const electron = {
    contextBridge: {
      exposeInMainWorld(name: string, api: unknown) {
        exposed[name] = api;
      },
    },
    ipcRenderer: {
      invoke: (channel: string, request: unknown) => ipc(channel, structuredClone(request)),
      on(event: string, listener: (event: unknown, payload: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      removeListener(event: string, listener: (event: unknown, payload: unknown) => void) {
        listeners.get(event)?.delete(listener);
      },
    },
  };
  const sandboxRequire = (name: string) => {
    if (name === 'electron') return electron;
    throw new Error(`a sandboxed preload cannot require ${name}`);
  };
  new Function('require', 'module', 'exports', source)(sandboxRequire, { exports: {} }, {});
  const fake: FakeIpc = {
    invoke: electron.ipcRenderer.invoke,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener({}, structuredClone(payload));
    },
  };
  return {
    desktop: exposed.desktop as DesktopBridge,
    exposedNames: Object.keys(exposed),
    ipc: fake,
    listeners,
  };
}
