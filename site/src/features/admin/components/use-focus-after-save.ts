import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Save, Publish or Unpublish pressed disables the editor's buttons while it is sent, and Publish
 * gives way to Unpublish (and back): the keyboard fell to the top of the page. Once the answer is
 * in, it goes back to the button in the same place of the form's actions (Save to Save, Publish to
 * Unpublish), unless a refusal has put it on a field (the shell does that first).
 */
export function useFocusAfterSave<K extends ContentKind, F>(
  store: ContentStore<K, F>,
  form: RefObject<HTMLFormElement | null>,
): void {
  const [answers, setAnswers] = useState(0);
  const pressed = useRef(-1);
  useEffect(
    () =>
      store.subscribe((s, before) => {
        const actions = form.current?.querySelector('.admin-form-actions');
        if (!before.pending && s.pending)
          pressed.current = actions ? [...actions.children].indexOf(document.activeElement as Element) : -1;
        if (before.pending && !s.pending && pressed.current >= 0) setAnswers((n) => n + 1);
      }),
    [store, form],
  );
  useEffect(() => {
    if (!answers || !focusLost()) return;
    const button = form.current?.querySelector('.admin-form-actions')?.children[pressed.current];
    if (button instanceof HTMLElement) button.focus();
  }, [answers, form]);
}
