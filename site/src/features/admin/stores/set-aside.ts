import { type FieldLabels, labelOf, wordProblem } from '#shared/schemas/field-problems.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentAdapter } from './content-adapter.ts';
import { changedPaths } from './content-problems.ts';

/*
 * What the owner typed, kept when the version saved elsewhere is loaded over it (a conflict's
 * "Reload the current version"): shown beside the form, field by field, to copy or to put back on
 * the loaded version (docs/admin-shell.md, "Never lose work").
 */

/** One changed field as the owner reads it: its label ("Gallery, photo 2: alt text") and what they typed. */
interface SetAsideChange {
  /** The field's API path (`detail.location`): one entry per path. */
  path: string;
  label: string;
  /** The typed text; undefined for what is not text (a photo added, a box ticked). */
  text: string | undefined;
}

export interface SetAside<F> {
  /** The form's fields the owner changed, with their values, put back as they are. */
  fields: Partial<F>;
  publishAt: string | undefined;
  changes: SetAsideChange[];
}

const valueAt = (body: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      body,
    );

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The owner's edits of a form made from `saved`: undefined when there are none. */
export function setAsideOf<K extends ContentKind, F>(
  adapter: ContentAdapter<K, F>,
  labels: FieldLabels,
  s: { form: F; publishAt: string; saved: { form: F; publishAt: string } },
): SetAside<F> | undefined {
  const keys = (Object.keys(s.form as object) as (keyof F)[]).filter(
    (key) => JSON.stringify(s.form[key]) !== JSON.stringify(s.saved.form[key]),
  );
  const publishAt = s.publishAt !== s.saved.publishAt ? s.publishAt : undefined;
  if (!keys.length && publishAt === undefined) return undefined;
  const body = adapter.toBody(s.form);
  const paths = changedPaths(adapter.toBody(s.saved.form), body);
  const changes = paths.map((path) => {
    const where = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const label = wordProblem({ path: where, message: '' }, labels, body).sentence.trim();
    return { path, label, text: textOf(valueAt(body, path)) };
  });
  if (publishAt !== undefined)
    changes.push({ path: 'publishAt', label: labelOf(labels, 'publishAt'), text: publishAt });
  const fields: Partial<F> = {};
  for (const key of keys) fields[key] = s.form[key];
  return { fields, publishAt, changes };
}

/** The owner's set-aside edits put back on the form as it is now (the loaded version), then let go. */
export function putBackSetAside<F>(s: {
  form: F;
  publishAt: string;
  setAside?: SetAside<F> | undefined;
}): { form: F; publishAt: string; setAside: undefined } | Record<string, never> {
  const aside = s.setAside;
  if (!aside) return {};
  return {
    form: { ...s.form, ...aside.fields },
    publishAt: aside.publishAt ?? s.publishAt,
    setAside: undefined,
  };
}
