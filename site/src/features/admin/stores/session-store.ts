import { createStore } from 'zustand/vanilla';
import { messageOf } from '#shared/api/api-error.ts';
import {
  loginSchema,
  setupOwnerSchema,
  type SessionInfo,
  type SetupOwnerInput,
} from '#shared/schemas/auth.ts';
import { failureNotice } from '../lib/error-notice.ts';
import { checkInput } from '#shared/schemas/field-problems.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { ToastStore } from './toast-store.ts';

type SessionStatus = 'checking' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  name: string | undefined;
  email: string | undefined;
  /** A sign-in or setup request is on its way. */
  pending: boolean;
  /** Why the last sign-in or setup failed, shown beside the form. */
  formError: string | undefined;
  /** Signed out because the session ended on the server, not by the owner's choice. */
  expired: boolean;
  /** Signed in through the sign-in or setup form just now, not a session found on loading. */
  byForm: boolean;
  /** Signed out while working (Sign out, or the session ended), not found signed out on loading. */
  leftWork: boolean;
  /** Spec section 6: one session check; a failed check counts as not authenticated, no retry. */
  check(): Promise<void>;
  signIn(email: string, password: string): Promise<boolean>;
  setUp(input: Omit<SetupOwnerInput, 'token'>): Promise<boolean>;
  signOut(): Promise<void>;
  /** A call answered 401: the session ended on the server (expiry, sign-out elsewhere). */
  expire(): void;
}

export function createSessionStore(platform: AdminPlatform, toasts: ToastStore) {
  return createStore<SessionState>()((set, get) => {
    const signedIn = (info: SessionInfo): boolean => {
      if (!info.authenticated) {
        set({ status: 'signed-out', name: undefined, email: undefined });
        return false;
      }
      set({ status: 'signed-in', name: info.name, email: info.email, formError: undefined, expired: false });
      return true;
    };
    /** The "Logged out" notice: once the owner signs in again, right or wrong, it is old news. */
    let signedOutNotice: number | undefined;
    const submit = async (request: () => Promise<SessionInfo>): Promise<boolean> => {
      if (signedOutNotice !== undefined) toasts.getState().dismiss(signedOutNotice);
      signedOutNotice = undefined;
      set({ pending: true, formError: undefined });
      try {
        const info = await request();
        set({ byForm: true });
        return signedIn(info);
      } catch (error) {
        set({ formError: messageOf(error) });
        return false;
      } finally {
        set({ pending: false });
      }
    };

    return {
      status: 'checking',
      name: undefined,
      email: undefined,
      pending: false,
      formError: undefined,
      expired: false,
      byForm: false,
      leftWork: false,
      async check() {
        set({ status: 'checking', byForm: false, leftWork: false });
        try {
          signedIn(await platform.api.session());
        } catch {
          set({ status: 'signed-out', name: undefined, email: undefined });
        }
      },
      signIn(email, password) {
        const checked = checkInput(loginSchema, { email, password });
        if (!checked.ok) {
          set({ formError: checked.error });
          return Promise.resolve(false);
        }
        return submit(() => platform.api.login({ email, password }));
      },
      async setUp(input) {
        const token = platform.setupLink.token() ?? '';
        const checked = checkInput(setupOwnerSchema, { ...input, token });
        if (!checked.ok) {
          set({ formError: checked.error });
          return false;
        }
        const ok = await submit(() => platform.api.setup({ ...input, token }));
        if (ok) platform.setupLink.clear();
        return ok;
      },
      async signOut() {
        try {
          await platform.api.logout();
        } catch (error) {
          toasts.getState().show(failureNotice(NOTICES.signOutFailed.title, error));
          return;
        }
        set({
          status: 'signed-out',
          name: undefined,
          email: undefined,
          formError: undefined,
          expired: false,
          leftWork: true,
        });
        signedOutNotice = toasts.getState().show(NOTICES.loggedOut);
      },
      expire() {
        if (get().status !== 'signed-in') return;
        set({ status: 'signed-out', name: undefined, email: undefined, expired: true, leftWork: true });
        toasts.getState().show({ ...NOTICES.sessionExpired, variant: 'destructive' });
      },
    };
  });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
