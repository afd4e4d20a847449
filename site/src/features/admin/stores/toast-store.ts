import { createStore } from 'zustand/vanilla';
import { TOAST_REMOVE_DELAY_MS } from '../lib/admin-texts.ts';

export interface ToastInput {
  title: string;
  description?: string;
  /** A second line with the server's own reason, kept apart so the spec's description stays exact. */
  detail?: string;
  variant?: 'default' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
  variant: 'default' | 'destructive';
}

export interface ToastState {
  /** At most one notice (spec TOAST_LIMIT 1): a new one replaces the previous. */
  toast: Toast | null;
  show(input: ToastInput): number;
  /**
   * Shows a notice of something the owner did not ask for (a list refreshed in the background),
   * unless an error notice is open: that one is about what they did, often the same failure.
   */
  offer(input: ToastInput): void;
  dismiss(id?: number): void;
}

/**
 * Notices like the original's toaster: showing replaces whatever is visible; dismissing hides
 * the notice at once and drops it from state after the spec's removal delay.
 */
export function createToastStore() {
  let nextId = 1;
  let removal: ReturnType<typeof setTimeout> | undefined;
  const clearRemoval = () => {
    if (removal !== undefined) clearTimeout(removal);
    removal = undefined;
  };
  return createStore<ToastState>()((set, get) => ({
    toast: null,
    show(input) {
      clearRemoval();
      const id = nextId++;
      set({ toast: { ...input, variant: input.variant ?? 'default', id, open: true } });
      return id;
    },
    offer(input) {
      const open = get().toast;
      if (!(open?.open && open.variant === 'destructive')) get().show(input);
    },
    dismiss(id) {
      const current = get().toast;
      if (!current || (id !== undefined && current.id !== id)) return;
      set({ toast: { ...current, open: false } });
      clearRemoval();
      removal = setTimeout(() => {
        if (get().toast?.id === current.id) set({ toast: null });
      }, TOAST_REMOVE_DELAY_MS);
      // Never keep a process (tests, the desktop main) alive just for this clean-up.
      (removal as { unref?: () => void }).unref?.();
    },
  }));
}

export type ToastStore = ReturnType<typeof createToastStore>;
