import { useStore } from 'zustand';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { useFieldProblems } from './use-field-problems.ts';

/** What a content editor works with: the form, its setters and the last refused save's problems. */
export function useContentForm<K extends ContentKind, F>(store: ContentStore<K, F>) {
  const form = useStore(store, (s) => s.form);
  const update = store.getState().update;
  const set = <P extends keyof F>(key: P, value: F[P]) => update((f) => ({ ...f, [key]: value }));
  const problemAt = useFieldProblems(store);
  return { form, update, set, problemAt };
}
