import { useStore } from 'zustand';
import type { FieldProblem } from '#shared/schemas/field-problems.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentStore } from '../stores/content-store.ts';

/** Looks up the refused save's problem of one field by its API path (`title`, `content.2.text`). */
export type ProblemAt = (path: string) => string | undefined;

/** The sentence of the problem at `path` (one per field: the formatter keeps the first). */
export function problemFinder(problems: readonly FieldProblem[]): ProblemAt {
  return (path) => problems.find((p) => p.path === path)?.sentence;
}

/** The same lookup under an item (`content.2`), for an editor of one block or photo. */
export const problemsUnder =
  (problemAt: ProblemAt, prefix: string): ProblemAt =>
  (path) =>
    problemAt(`${prefix}.${path}`);

/** The problems of the editor's last refused save, by field path. */
export function useFieldProblems<K extends ContentKind, F>(store: ContentStore<K, F>): ProblemAt {
  return problemFinder(useStore(store, (s) => s.problems));
}
