import { z } from 'zod';

/*
 * The length limits of text fields, read from the kind's one schema: a form shows them, it never
 * repeats a number the server checks.
 */

/** The schema itself, past defaults, optionals and pipes (a transform's input is what is typed). */
function unwrapped(schema: z.core.SomeType): z.core.SomeType {
  let at = schema;
  for (;;) {
    if (at instanceof z.ZodPipe) at = at.in;
    else if (
      at instanceof z.ZodDefault ||
      at instanceof z.ZodPrefault ||
      at instanceof z.ZodOptional ||
      at instanceof z.ZodNullable
    )
      at = at.unwrap();
    else return at;
  }
}

/**
 * The most characters the text field at `path` (`detail.description`, `quote`) may hold, as the
 * schema checks it; undefined for a field with no limit or no such field.
 */
export function maxLengthAt(schema: z.ZodType, path: string): number | undefined {
  let at: z.core.SomeType | undefined = unwrapped(schema);
  for (const key of path.split('.')) {
    const shape: Record<string, z.core.SomeType> | undefined =
      at instanceof z.ZodObject ? at.shape : undefined;
    at = shape && Object.hasOwn(shape, key) ? unwrapped(shape[key]!) : undefined;
  }
  return at instanceof z.ZodString ? (at.maxLength ?? undefined) : undefined;
}
