import type { z } from 'zod';

/** The first problem zod found, phrased with the form's own field label ("Email must be ..."). */
export function firstIssue(error: z.ZodError, labels: Record<string, string>): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form';
  const field = String(issue.path[0] ?? '');
  const label = labels[field] ?? field;
  return label ? `${label} ${issue.message}` : issue.message;
}
