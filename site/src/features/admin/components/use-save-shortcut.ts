import { type RefObject, useEffect } from 'react';

/** Ctrl+S, or ⌘S on a Mac: what people press to save in any editor they know. */
const isSaveShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/**
 * While an editor is open, Ctrl+S / ⌘S saves it as its Save button does (the form's submit),
 * instead of the browser offering to save the web page, which keeps none of the owner's work.
 * Nothing is sent while a save is under way (`busy`), as the button is disabled then.
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, busy: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      if (!busy && !event.repeat) form.current?.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [form, busy]);
}
