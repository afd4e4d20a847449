import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY, TOAST_REGION_LABEL } from '../lib/admin-texts.ts';
import { useToasts } from '../stores/use-admin-stores.ts';
import { ToastView } from './toast-view.tsx';

/**
 * The notification region: always present (so screen readers know the live regions before a
 * notice arrives), F8 moves focus to it, one notice at a time. A notice goes into one of two live
 * regions, polite or (a failure) assertive, and has no role of its own: a notice with a live role
 * inside a live list was announced by both.
 */
export function Toaster() {
  const toast = useToasts((s) => s.toast);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label={TOAST_REGION_LABEL} tabIndex={-1} className="admin-toaster">
      <div className="admin-toast-list" role="status">
        {toast?.open && toast.variant !== 'destructive' ? <ToastView key={toast.id} toast={toast} /> : null}
      </div>
      <div className="admin-toast-list" role="alert">
        {toast?.open && toast.variant === 'destructive' ? <ToastView key={toast.id} toast={toast} /> : null}
      </div>
    </section>
  );
}
