import { ApiError } from '#shared/api/api-error.ts';
import type { Channel, DesktopBridge, EventName, EventOf, RequestOf, ResponseOf } from '../ipc/contract.ts';

declare global {
  interface Window {
    /** Set by the preload (or, in the browser tests, by a test implementation). */
    desktop: DesktopBridge;
  }
}

/** One request to the main process; a refusal comes back as the ApiError the admin stores expect. */
export async function call<C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
  const answer = await window.desktop.invoke(channel, request);
  if (!answer.ok) throw new ApiError(answer.error.status, answer.error.message, answer.error.fields);
  return answer.value;
}

export function onEvent<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void {
  return window.desktop.on(event, listener);
}
