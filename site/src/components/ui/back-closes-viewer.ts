import { type RefObject, useEffect } from 'react';

/** Marks the history entry the open viewer added (its state carries this key). */
const VIEWER_ENTRY = 'lumenViewer';

const stateOf = (): Record<string, unknown> =>
  typeof history.state === 'object' && history.state !== null
    ? (history.state as Record<string, unknown>)
    : {};

/**
 * Back closes the full-screen viewer instead of leaving the page: on a phone, the back button or
 * gesture is how a visitor puts a photo away. Opening adds a history entry at the same address;
 * Back takes it off and closes. Closing any other way (the close button, Esc, a click beside the
 * picture) takes the entry back off, so the next Back leaves the page as before.
 */
export function useBackClosesViewer(handlers: RefObject<{ onClose: () => void }>): void {
  useEffect(() => {
    history.pushState({ ...stateOf(), [VIEWER_ENTRY]: true }, '');
    let leftByBack = false;
    const onPopState = () => {
      // Arriving at a viewer's entry is the tail of an earlier close (its Back ran after a new
      // viewer opened): this one stays open.
      if (stateOf()[VIEWER_ENTRY]) return;
      leftByBack = true;
      handlers.current.onClose();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!leftByBack && stateOf()[VIEWER_ENTRY]) history.back();
    };
  }, [handlers]);
}
