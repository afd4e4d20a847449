import { z } from 'zod';

/*
 * The one formatter of refused input (docs/errors.md): the server, the web admin and the desktop
 * turn a schema's issues into the same plain sentences, each naming the field by the label the
 * owner sees on the form ("Title is required"; "Body, block 3 (paragraph): add some text"), never
 * a field key or a dotted path.
 */

/** How the owner knows a field; `add` says what to add when it is empty ("alt text"). */
type FieldLabel = string | { label: string; add: string };
/**
 * A kind's labels by path pattern: `title`, `author.name`, an array item as `content.*` (its label
 * may hold `{n}`, the item's number, and `{type}`, its `type` field) and a field of an item as
 * `content.*.alt`. Declared once per kind, next to its schema.
 */
export type FieldLabels = Readonly<Record<string, FieldLabel>>;

/** One problem of a refused input: the machine path (for placing it on the form) and its words. */
export const fieldProblemSchema = z.object({
  path: z.string().max(200),
  label: z.string().max(300),
  message: z.string().max(600),
  /** The problem as one sentence: "Title is required", "Gallery, photo 2: add alt text". */
  sentence: z.string().max(900),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

type Path = readonly PropertyKey[];
/** A problem before it is worded: where, and what is wrong in the schema's phrase ("is required"). */
export interface RawProblem {
  path: Path;
  message: string;
}

const labelRegistry = z.registry<{ labels: FieldLabels }>();

/** Declares the labels of a schema's fields, so whoever parses with it can word its problems. */
export function withLabels<S extends z.ZodType>(schema: S, labels: FieldLabels): S {
  labelRegistry.add(schema, { labels });
  return schema;
}

/** The labels declared for a schema (none: field names are turned into words). */
export const labelsOf = (schema: z.ZodType): FieldLabels => labelRegistry.get(schema)?.labels ?? {};

const REQUIRED = 'is required';
const UNKNOWN = 'is not a field of this form';
const LIST_OF = new Intl.ListFormat('en', { type: 'disjunction' });

/**
 * The schema's phrase for the library's own issues (a schema's own message, such as "must be a
 * date like 2026-05-01", wins over this): a predicate the label is put in front of.
 */

/** A count as the owner reads it elsewhere in the studio ("6,000", as the fields' counters say). */
const grouped = (n: number | bigint) => new Intl.NumberFormat('en-CA').format(n);

function plainPhrase(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED;
      return (
        {
          string: 'must be text',
          number: 'must be a number',
          // z.number().int() refusing 1199000.5: a price in cents, a year with a decimal.
          int: 'must be a whole number',
          boolean: 'must be yes or no',
        }[String(issue.expected)] ??
        (issue.expected === 'array' ? 'must be a list' : 'is not in the expected form')
      );
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? REQUIRED
          : `must be at least ${grouped(issue.minimum)} characters`;
      }
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1 ? REQUIRED : `needs at least ${issue.minimum}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${grouped(issue.maximum)} characters`;
      if (issue.origin === 'array') return `may have at most ${issue.maximum}`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return issue.values.length <= 6
        ? `must be one of ${LIST_OF.format(issue.values.map(String))}`
        : 'is not one of the choices offered';
    case 'invalid_union':
      return closestBranchPhrase(issue) ?? 'is not one of the choices offered';
    case 'invalid_format':
      return issue.format === 'email' ? 'must be a valid email address' : 'is not in the expected form';
    case 'not_multiple_of':
      return 'must be a whole number';
    case 'unrecognized_keys':
      return UNKNOWN;
    default:
      return 'is not in the expected form';
  }
}

/**
 * A value matching no branch of "empty, or an e-mail address": worded by the one branch it was not
 * refused merely for being another fixed value ("must be a valid email address"). The branches'
 * issues are already worded by plainPhrase. Unions with no such single branch stay a choice.
 */
function closestBranchPhrase(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const near = issue.errors.filter((branch) => !branch.every((i) => i.code === 'invalid_value'));
  const only = near.length === 1 && near[0]!.length === 1 ? near[0]![0]! : undefined;
  return only && only.path.length === 0 ? only.message : undefined;
}

/** Parses with the plain phrases; pass the result's error to `problemsOf`. */
export function safeParsePlain<S extends z.ZodType>(schema: S, input: unknown) {
  return schema.safeParse(input, { error: plainPhrase });
}

function valueAt(input: unknown, path: Path): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const patternOf = (path: Path) => path.map((s) => (typeof s === 'number' ? '*' : String(s))).join('.');

/** "featuredOnService" as words, for a field with no declared label. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A label with `{n}` (the last index of `path`, from 1) and `{type}` (the item's type) filled in. */
function fill(label: string, path: Path, input: unknown): string {
  const index = [...path].reverse().find((s) => typeof s === 'number');
  const type = valueAt(input, [...path, 'type']);
  const known = typeof type === 'string' && /^[a-z-]{1,20}$/.test(type);
  return label
    .replace('{n}', String(index === undefined ? '' : index + 1))
    .replace(/ ?\(\{type\}\)/, known ? ` (${type})` : '');
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A key the form does not have, quoted as words; one with none ("." or "%%") is said so, not `""`. */
function unknownKeyLabel(key: string): string {
  const shown = key
    .replace(/[^\w -]+/g, ' ')
    .trim()
    .slice(0, 40);
  return shown ? `"${shown}"` : 'A field without a name';
}

/**
 * One problem in the owner's words, given the kind's labels and the input (for an item's type). A
 * field with its own label is named by it ("Title is required"); a field inside a labelled array
 * item, or a field with no label of its own, is named after its holder ("Gallery, photo 2: add alt
 * text", "Card image details: width must be at least 1").
 */
export function wordProblem(raw: RawProblem, labels: FieldLabels, input: unknown): FieldProblem {
  const { path, message } = raw;
  const joined = path.map(String).join('.');
  // Own keys only: a key such as "constructor" is not a label.
  const labelAt = (n: number) => {
    const pattern = patternOf(path.slice(0, n));
    return Object.hasOwn(labels, pattern) ? labels[pattern] : undefined;
  };
  const leafKey = String([...path].reverse().find((s) => typeof s === 'string') ?? 'this field');
  const own = labelAt(path.length);
  const leafLabel = own
    ? fill(labelText(own), path, input)
    : message === UNKNOWN
      ? unknownKeyLabel(leafKey)
      : words(leafKey);
  // Where the field sits: the first labelled array item on its path, else (for a field with no
  // label of its own) its nearest labelled holder.
  let holder = path.findIndex((s, i) => typeof s === 'number' && i < path.length - 1 && labelAt(i + 1));
  if (holder === -1 && !own) {
    for (let n = path.length - 1; n > 0 && holder === -1; n -= 1) if (labelAt(n)) holder = n - 1;
  }
  if (holder === -1) return { path: joined, label: leafLabel, message, sentence: `${leafLabel} ${message}` };
  const where = path.slice(0, holder + 1);
  const label = fill(labelText(labelAt(holder + 1)), where, input);
  const add = typeof own === 'object' ? own.add : lower(leafLabel);
  const what = message.startsWith(REQUIRED) ? `add ${add}` : `${lower(leafLabel)} ${message}`;
  return { path: joined, label, message: what, sentence: `${label}: ${what}` };
}

const labelText = (label: FieldLabel | undefined) =>
  typeof label === 'object' ? label.label : (label ?? '');

/** A field's label as its form shows it, from the kind's one declaration (`labelOf(POST_LABELS, 'title')`). */
export const labelOf = (labels: FieldLabels, path: string): string =>
  labelText(Object.hasOwn(labels, path) ? labels[path] : undefined) || words(path);

/** Every problem of a failed parse, in the owner's words (an unknown field is one problem each). */
export function problemsOf(error: z.ZodError, labels: FieldLabels, input: unknown): FieldProblem[] {
  const problems = error.issues.flatMap((issue) => {
    const raws: RawProblem[] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ path: [...issue.path, key], message: UNKNOWN }))
        : [{ path: issue.path, message: issue.message }];
    return raws.map((raw) => wordProblem(raw, labels, input));
  });
  // A field is named once, with its first problem (an empty picture is not also "not a picture").
  return problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i);
}

/**
 * The sentence summarising every problem, for `{ "error": ... }` and a notice: "Title is
 * required." or "Please check 3 fields: Category is required; Cover image is required; ...".
 */
export function summaryOf(problems: readonly FieldProblem[], intro = 'Please check'): string {
  if (problems.length === 1) return `${problems[0]!.sentence}.`;
  const count = problems.length === 0 ? 'the form' : `${problems.length} fields`;
  return `${intro} ${count}${problems.length ? `: ${problems.map((p) => p.sentence).join('; ')}` : ''}.`;
}

/** Parses `input`; when refused, every problem worded with the schema's labels and the summary. */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  labels: FieldLabels = labelsOf(schema),
): { ok: true; data: z.output<S> } | { ok: false; error: string; fields: FieldProblem[] } {
  const result = safeParsePlain(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const fields = problemsOf(result.error, labels, input);
  return { ok: false, error: summaryOf(fields), fields };
}
