import { type FieldLabels, wordProblem } from '#shared/schemas/field-problems.ts';

/** Fields the owner never typed: identities, versions and times the site keeps. */
const NOT_TYPED = new Set(['id', 'version', 'order', 'createdAt', 'updatedAt']);

type Path = (string | number)[];

/** A field's name on the form ("Title"; "Gallery, photo 2: alt text"), from the kind's labels. */
const labelAt = (path: Path, labels: FieldLabels, item: unknown) =>
  wordProblem({ path, message: '' }, labels, item).sentence.trim();

function lines(value: unknown, path: Path, labels: FieldLabels, item: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      lines(v, [...path, i], labels, item, out);
    });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (!NOT_TYPED.has(key)) lines(v, [...path, key], labels, item, out);
    }
    return;
  }
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else return;
  if (!text) return;
  const label = labelAt(path, labels, item);
  // A paragraph of several lines starts on its own line, so it pastes back as it was typed.
  out.push(text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`);
}

/**
 * A change the site refused, as text the owner can paste back into a new item or keep: one line
 * per field they filled in, named as the form names it. The desktop's list holds the only copy of
 * a refused new item or edit, so this is how its words survive a Dismiss (docs/desktop.md).
 */
export function readableCopy(item: Readonly<Record<string, unknown>>, labels: FieldLabels): string {
  const out: string[] = [];
  lines(item, [], labels, item, out);
  return out.join('\n');
}
