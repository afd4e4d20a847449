import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../lib/admin-texts.ts';
import type { Toast } from '../stores/toast-store.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';

/** One notice: closes itself after 5 s (paused while hovered or focused), on ×, Escape, or a swipe right. */
export function ToastView({ toast }: { toast: Toast }) {
  const dismiss = useAdminStores().toasts.getState().dismiss;
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id);
    else setOffset(0);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: swipe and Escape only add to the Close button, the keyboard path
    <div
      className={`admin-toast admin-toast--${toast.variant}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && dismiss(toast.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="admin-toast-text">
        <p className="admin-toast-title">{toast.title}</p>
        {toast.description ? <p className="admin-toast-description">{toast.description}</p> : null}
        {toast.detail ? <p className="admin-toast-detail">{toast.detail}</p> : null}
      </div>
      <button
        type="button"
        className="admin-toast-close"
        aria-label="Close notification"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
