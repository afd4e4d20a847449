import { type RefObject, useEffect, useRef } from 'react';

/** Marks the history entry the open viewer added (its state carries this key). */
const VIEWER_ENTRY = 'lumenViewer';

/** Which gallery's viewer an entry is, and the item it showed last. */
interface ViewerEntry {
  gallery: string;
  index: number;
}

const stateOf = (): Record<string, unknown> =>
  typeof history.state === 'object' && history.state !== null
    ? (history.state as Record<string, unknown>)
    : {};

function viewerEntryHere(): ViewerEntry | null {
  const entry = stateOf()[VIEWER_ENTRY] as Partial<ViewerEntry> | undefined;
  return typeof entry?.gallery === 'string' && Number.isInteger(entry.index) && entry.index! >= 0
    ? { gallery: entry.gallery, index: entry.index! }
    : null;
}

const markEntry = (entry: ViewerEntry) => ({ ...stateOf(), [VIEWER_ENTRY]: entry });

/**
 * Set while a closed viewer's own `history.back()` has not arrived yet: a viewer opened in that
 * moment must add its own entry, not take the one about to be left for its own.
 */
let backPending = false;

/**
 * Back closes the full-screen viewer instead of leaving the page: on a phone, the back button or
 * gesture is how a visitor puts a photo away. Opening adds a history entry at the same address;
 * Back takes it off and closes. Closing any other way (the close button, Esc, a click beside the
 * picture) takes the entry back off, so the next Back leaves the page as before. The entry names
 * the gallery and follows the item shown, so Forward can open it again (useForwardReopensViewer).
 */
export function useBackClosesViewer(
  handlers: RefObject<{ onClose: () => void }>,
  gallery: string,
  index: number,
): void {
  const shown = useRef(index);
  shown.current = index;
  useEffect(() => {
    // Reopened by Forward (or a reload) on this gallery's entry: that entry is the viewer's already.
    if (backPending || viewerEntryHere()?.gallery !== gallery) {
      history.pushState(markEntry({ gallery, index: shown.current }), '');
    }
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
      if (leftByBack || !stateOf()[VIEWER_ENTRY]) return;
      backPending = true;
      window.addEventListener('popstate', () => (backPending = false), { once: true });
      history.back();
    };
  }, [handlers, gallery]);

  useEffect(() => {
    const here = viewerEntryHere();
    if (here?.gallery === gallery && here.index !== index) {
      history.replaceState(markEntry({ gallery, index }), '');
    }
  }, [gallery, index]);
}

/**
 * Forward after Back opens the viewer again at the item it showed, as a reload on its entry does,
 * instead of leaving the visitor on an entry where the next Back seems to do nothing.
 */
export function useForwardReopensViewer(
  gallery: string,
  count: number,
  isOpen: boolean,
  open: (index: number) => void,
): void {
  const latest = useRef({ count, isOpen, open });
  latest.current = { count, isOpen, open };
  useEffect(() => {
    const reopen = () => {
      const entry = viewerEntryHere();
      const { count, isOpen, open } = latest.current;
      if (backPending || isOpen || entry?.gallery !== gallery || entry.index >= count) return;
      open(entry.index);
    };
    reopen();
    window.addEventListener('popstate', reopen);
    return () => window.removeEventListener('popstate', reopen);
  }, [gallery]);
}
