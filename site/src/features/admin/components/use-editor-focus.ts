import { type RefObject, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';

/** The id of a list row's Edit (or Replace) button, so closing that entry's editor returns to it. */
export const editButtonId = (kind: ContentKind, id: string) => `admin-edit-${kind}-${id}`;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Where the keyboard goes when a content section changes between its list and an editor: the
 * button pressed (Edit, New, Back to the list, Delete) went with the screen it was on, and the
 * focus would fall back to the top of the page. Opening an editor lands on its heading; closing
 * it lands on the Edit button of the entry that was open, or on the list's heading when that entry
 * is gone (deleted) or was never saved. Spread the answer as the section's `ref`.
 */
export function useEditorFocus<K extends ContentKind, F>(
  store: ContentStore<K, F>,
): RefObject<HTMLDivElement | null> {
  const section = useRef<HTMLDivElement>(null);
  const editing = useStore(store, (s) => s.editing);
  const currentId = useStore(store, (s) => s.current?.id);
  const lastOpen = useRef<string | undefined>(undefined);
  const shown = useRef(editing);
  useEffect(() => {
    if (currentId) lastOpen.current = currentId;
  }, [currentId]);
  useEffect(() => {
    if (shown.current === editing) return;
    shown.current = editing;
    if (!focusLost()) return;
    const { kind } = store.getState();
    const row =
      !editing && lastOpen.current ? document.getElementById(editButtonId(kind, lastOpen.current)) : null;
    (row ?? section.current?.querySelector<HTMLElement>('h3'))?.focus();
  }, [editing, store]);
  return section;
}
