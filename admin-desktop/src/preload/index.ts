import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { safeParsePlain } from '#shared/schemas/field-problems.ts';
import {
  CHANNELS,
  type DesktopBridge,
  EVENTS,
  type Envelope,
  envelopeSchema,
  invalidInput,
  isChannel,
  isEventName,
} from '../ipc/contract.ts';

/**
 * The only thing the page gets from Electron: `window.desktop`, with two functions. invoke() sends
 * a request on a channel of the contract after checking it, and checks the answer before handing
 * it over; on() passes on the main process's events that match their schema. No ipcRenderer, no
 * Node, no generic send. (Built as CommonJS: a sandboxed preload cannot be an ES module.)
 */
const bridge = {
  async invoke(channel: unknown, request: unknown): Promise<Envelope<unknown>> {
    if (!isChannel(channel)) return { ok: false, error: { status: 404, message: 'Unknown channel' } };
    const spec = CHANNELS[channel];
    const parsed = safeParsePlain(spec.request, request);
    if (!parsed.success) return { ok: false, error: invalidInput(parsed.error, request) };
    const answer: unknown = await ipcRenderer.invoke(channel, parsed.data);
    const checked = envelopeSchema(spec.response).safeParse(answer);
    if (!checked.success) {
      return { ok: false, error: { status: 500, message: 'The app answered in an unexpected form.' } };
    }
    return checked.data as Envelope<unknown>;
  },
  on(event: unknown, listener: (payload: unknown) => void): () => void {
    if (!isEventName(event)) throw new Error(`Unknown event ${String(event)}`);
    const schema = EVENTS[event];
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) listener(parsed.data);
    };
    ipcRenderer.on(event, wrapped);
    return () => {
      ipcRenderer.removeListener(event, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('desktop', bridge satisfies Record<keyof DesktopBridge, unknown>);
