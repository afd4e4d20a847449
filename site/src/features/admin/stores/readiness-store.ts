import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import type { Readiness } from '#shared/schemas/readiness.ts';
import { isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';

interface ReadinessState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  readiness: Readiness | undefined;
  error: string | undefined;
  /** When the last answer arrived (ISO): shown, so a check that changed nothing is still seen to have run. */
  checkedAt: string | undefined;
  /** A check is on its way (Check again says so). */
  checking: boolean;
  /**
   * Why the last check again failed while an answer was on screen: that answer stays (as a list on
   * screen does, list-loads.ts) and the panel says it was not renewed. Cleared by the next answer.
   */
  recheckFailed: string | undefined;
  /**
   * Asks the server again; the last answer stays shown meanwhile. Asked while a check is on its way,
   * one more check follows that one, and the promise settles after it.
   */
  load(): Promise<void>;
  reset(): void;
}

/** Before the first check, and again after a sign-out (nothing of the last owner's answer stays). */
const NOT_CHECKED = {
  status: 'idle',
  readiness: undefined,
  error: undefined,
  checkedAt: undefined,
  checking: false,
  recheckFailed: undefined,
} as const satisfies Partial<ReadinessState>;

/** Site readiness (GET /api/admin/readiness): what still holds sample content, which settings are missing. */
export function createReadinessStore(platform: AdminPlatform, opts: { onUnauthorized(): void }) {
  /** Counts checks; an answer asked for before a sign-out (reset) never lands after it. */
  let asked = 0;
  /**
   * Each check compares every sample on the server, and a list loading or several saves in a row
   * ask for one each: while a check is on its way, the asks wait for one more check after it
   * (it sees all of them) instead of one apiece.
   */
  let onItsWay: Promise<void> | undefined;
  let askedAgain = false;
  return createStore<ReadinessState>()((set, get) => {
    async function checkOnce() {
      const ticket = ++asked;
      set({ checking: true });
      if (get().status !== 'ready') set({ status: 'loading', error: undefined });
      try {
        const readiness = await platform.api.readiness();
        if (ticket === asked)
          set({
            status: 'ready',
            readiness,
            error: undefined,
            recheckFailed: undefined,
            checkedAt: new Date().toISOString(),
          });
      } catch (error) {
        // A newer check is on its way (or the owner signed out meanwhile): it answers for now.
        if (ticket !== asked) return;
        if (isStatus(error, 401)) return opts.onUnauthorized();
        if (get().readiness) set({ recheckFailed: messageOf(error) });
        else set({ status: 'error', error: messageOf(error) });
      } finally {
        if (ticket === asked && !askedAgain) set({ checking: false });
      }
    }
    return {
      ...NOT_CHECKED,
      load() {
        if (onItsWay) {
          askedAgain = true;
          return onItsWay;
        }
        onItsWay = (async () => {
          try {
            do {
              askedAgain = false;
              await checkOnce();
            } while (askedAgain);
          } finally {
            onItsWay = undefined;
          }
        })();
        return onItsWay;
      },
      reset: () => {
        asked++;
        askedAgain = false;
        set(NOT_CHECKED);
      },
    };
  });
}
