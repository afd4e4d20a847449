import { useEffect } from 'react';

/**
 * Leaving the admin (a link of the site's navigation, closing the tab or the desktop window) with
 * unsaved work asks first: the browser shows its own question; the desktop's main process turns
 * the same event into a dialog (admin-desktop/src/main/window.ts).
 */
export function useUnloadGuard(unsavedWork: () => string | undefined): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedWork() === undefined) return;
      event.preventDefault();
      // Older engines ask only when a value is set; its text is not shown any more.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsavedWork]);
}
