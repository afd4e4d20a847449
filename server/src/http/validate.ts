import type { z } from 'zod';
import {
  checkInput,
  type FieldLabels,
  type RawProblem,
  summaryOf,
  wordProblem,
} from '#shared/schemas/field-problems.ts';
import { HttpError } from './http-error.ts';

/**
 * Parses input with a shared schema; a failure is a 400 listing every problem, each named by the
 * field's label (the schema's, shared/schemas/field-problems.ts), in `error` and in `fields`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  labels?: FieldLabels,
): z.output<S> {
  const checked = checkInput(schema, input, labels);
  if (checked.ok) return checked.data;
  throw new HttpError(400, checked.error, {}, checked.fields);
}

/**
 * A refusal for rules a schema cannot check (a slug already used, an upload that is not stored):
 * the same words and body as a schema's. `labels` are the kind's; `input`, for an item's type.
 */
export function fieldRefusal(
  status: 400 | 409,
  problems: RawProblem[],
  labels: FieldLabels,
  input?: unknown,
): HttpError {
  const fields = problems.map((p) => wordProblem(p, labels, input));
  return new HttpError(status, summaryOf(fields), {}, fields);
}
