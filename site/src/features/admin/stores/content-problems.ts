import { type FieldProblem, summaryOf } from '#shared/schemas/field-problems.ts';

/*
 * A refused save's problems stay under their fields only while they are true: a field the owner
 * changes loses its problem (the next save judges it again), and the summary above the form
 * follows (docs/admin-shell.md, "A refusal is said at the field").
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The paths (`detail.location`, `detail.gallery.1.alt`) at which two API bodies differ. */
export function changedPaths(before: unknown, after: unknown, at = ''): string[] {
  if (Object.is(before, after)) return [];
  if (!isRecord(before) || !isRecord(after) || Array.isArray(before) !== Array.isArray(after)) {
    return [at];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) => changedPaths(before[key], after[key], at ? `${at}.${key}` : key));
}

const touches = (problem: string, changed: string) =>
  problem === changed || changed.startsWith(`${problem}.`) || problem.startsWith(`${changed}.`);

/**
 * What a change to the fields at `changed` leaves of the problems and the summary shown; nothing
 * when no problem goes. A conflict's message is not a field's and stays; an autosave's problems
 * have no summary (it is said quietly beside the heading) and get none.
 */
export function problemsAfterChange(
  s: { problems: FieldProblem[]; error: string | undefined; conflict: boolean },
  changed: readonly string[],
): { problems: FieldProblem[]; error: string | undefined } | undefined {
  const problems = s.problems.filter((p) => !changed.some((c) => touches(p.path, c)));
  if (problems.length === s.problems.length) return undefined;
  const error =
    s.conflict || s.error === undefined ? s.error : problems.length ? summaryOf(problems) : undefined;
  return { problems, error };
}

/** An autosave's problems, with those of an earlier pressed save on other fields still standing. */
export const withProblems = (fresh: FieldProblem[], earlier: FieldProblem[]): FieldProblem[] => [
  ...fresh,
  ...earlier.filter((p) => !fresh.some((f) => f.path === p.path)),
];
