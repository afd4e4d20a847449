import type { z } from 'zod';
import {
  createItemSchema,
  newItemId,
  updateItemSchema,
  type CollectionKey,
  type CreateItemInput,
  type ItemType,
  missingAltText,
  PORTFOLIO_LABELS,
  type PortfolioItem,
  type UpdateItemInput,
} from '#shared/schemas/portfolio.ts';
import {
  checkInput,
  type FieldProblem,
  type RawProblem,
  wordProblem,
} from '#shared/schemas/field-problems.ts';
import { TYPE_OPTIONS } from './admin-texts.ts';
import { videoAddressOf } from './video-start-note.ts';

/** The admin item form (spec section 3: all text, type defaults to image) plus alt text. */
export interface ItemFormValues {
  title: string;
  description: string;
  type: ItemType;
  src: string;
  thumbnail: string;
  category: string;
  specs: string;
  alt: string;
  decorative: boolean;
  /** Featured on the collection's service page (offered only where one features it). */
  featuredOnService: boolean;
}

export const EMPTY_FORM: ItemFormValues = {
  title: '',
  description: '',
  type: 'image',
  src: '',
  thumbnail: '',
  category: '',
  specs: '',
  alt: '',
  decorative: false,
  featuredOnService: false,
};

/** Spec section 4: editing loads the item's values, absent optional fields as empty strings. */
export function formFromItem(item: PortfolioItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    type: item.type,
    // A video's start is shown in its address, so the owner sees it and a save keeps it.
    src: item.type === 'video' ? videoAddressOf(item.src, item.start) : item.src,
    thumbnail: item.thumbnail ?? '',
    category: item.category ?? '',
    specs: item.specs ?? '',
    alt: item.alt ?? '',
    decorative: item.decorative ?? false,
    featuredOnService: item.featuredOnService ?? false,
  };
}

type FormCheck =
  | { ok: true }
  | { ok: false; reason: 'missing-fields' | 'missing-alt' }
  | { ok: false; reason: 'invalid'; message: string };

function sourceLabel(type: ItemType): string {
  return TYPE_OPTIONS.find((o) => o.value === type)?.srcLabel.replace(' *', '') ?? 'Source';
}

/** Spec section 5: title, description and src are required; nothing is sent otherwise. */
export function checkForm(values: ItemFormValues): FormCheck {
  if (!values.title.trim() || !values.description.trim() || !values.src.trim()) {
    return { ok: false, reason: 'missing-fields' };
  }
  if (missingAltText(values)) {
    return { ok: false, reason: 'missing-alt' };
  }
  return { ok: true };
}

/** The fields both bodies share; empty thumbnail, category and specs are left out (sent as absent). */
function body(values: ItemFormValues) {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  const image = values.type === 'image';
  const fields = {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    // A pasted YouTube or Matterport address is made an id or embed markup by the schema.
    src: values.src.trim(),
    thumbnail: optional(values.thumbnail),
    category: optional(values.category),
    specs: optional(values.specs),
    alt: image && !values.decorative ? optional(values.alt) : undefined,
    decorative: image && values.decorative ? true : undefined,
    featuredOnService: values.featuredOnService ? true : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as typeof fields;
}

/** The kind's labels, with the source named as the form names it for the type ("YouTube Video ID"). */
const labelsFor = (type: ItemType) => ({ ...PORTFOLIO_LABELS, src: sourceLabel(type) });

/** The spec's required fields left empty, each named under its field (the notice says the rest). */
export function missingProblems(values: ItemFormValues): FieldProblem[] {
  const empty: RawProblem[] = (['title', 'description', 'src'] as const)
    .filter((key) => !values[key].trim())
    .map((key) => ({ path: [key], message: 'is required' }));
  if (missingAltText(values))
    empty.push({ path: ['alt'], message: 'is required unless the image is decorative' });
  return empty.map((raw) => wordProblem(raw, labelsFor(values.type), values));
}

export type Built<T> = { ok: true; input: T } | { ok: false; message: string; problems: FieldProblem[] };

/**
 * The body as the shared contract reads it (a pasted address made an id or embed markup), or
 * refused in the same words the API would use.
 */
function built<S extends z.ZodType>(schema: S, input: z.input<S>, type: ItemType): Built<z.output<S>> {
  const checked = checkInput(schema, input, labelsFor(type));
  return checked.ok
    ? { ok: true, input: checked.data }
    : { ok: false, message: checked.error, problems: checked.fields };
}

/** A create body checked against the shared contract before anything is sent. */
export function buildCreate(
  key: CollectionKey,
  values: ItemFormValues,
  now = Date.now(),
): Built<z.output<typeof createItemSchema>> {
  const input: CreateItemInput = { id: newItemId(key, now), ...body(values) };
  return built(createItemSchema, input, values.type);
}

/** An update body: the id is kept and the version seen sent, so the server can refuse stale edits. */
export function buildUpdate(
  item: PortfolioItem,
  values: ItemFormValues,
): Built<z.output<typeof updateItemSchema>> {
  const input: UpdateItemInput = { id: item.id, version: item.version, ...body(values) };
  return built(updateItemSchema, input, values.type);
}
