import type { ReturnedForm } from '#shared/schemas/inquiry.ts';

/**
 * What a refused plain post typed, as the server's render put it in the loader context (the
 * server answers such a post with the form's page filled in again: README.md, "Quote requests").
 * Absent in the browser and in every other render.
 */
export function returnedFormFrom(context: unknown): ReturnedForm | undefined {
  return (context as { returnedForm?: ReturnedForm } | undefined)?.returnedForm;
}
