import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Parses input with a shared schema; a failure is a 400 that names the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : 'body';
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${issue.keys.join(', ')}`
      : issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined
        ? `${field} is required`
        : `${field}: ${issue.message}`;
  throw new HttpError(400, `Invalid input - ${message}`);
}

/**
 * The value at an issue's path (zod 4 keeps the bad input on an issue only when asked to), so a
 * missing field says "is required" and a field of the wrong type says what was expected.
 */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
