import { type Condition, type Filter, type FindOptions, SAFE_FIELD, type Scalar } from '../document-store.ts';

/**
 * Turns the store's filter language (document-store.ts) into SQL over `documents.doc` (JSONB).
 * Field names are checked against SAFE_FIELD and written as literals (so PostgreSQL can use the
 * per-field expression indexes); every value is a parameter.
 */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function field(name: string): string {
  if (!SAFE_FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return `'${name}'`;
}

/** The JSONB expression of a top-level field, exactly as pg-indexes.ts indexes it. */
export const fieldExpr = (name: string) => `(doc -> ${field(name)})`;

const jsonType = (value: Scalar) =>
  value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value;

/**
 * PostgreSQL text and JSONB cannot hold U+0000, so no stored value has it: an equality with such a
 * string (a hostile address like `/blog/slug%00`) matches nothing, rather than failing the query.
 */
const holdsNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

function condition(name: string, cond: Condition, params: SqlParams): string {
  if (holdsNul(cond)) return 'FALSE';
  if (name === '_id') {
    if (typeof cond === 'string') return `id = ${params.add(cond)}`;
    throw new Error('_id takes an equality with a string only');
  }
  const expr = fieldExpr(name);
  if (cond === null || typeof cond !== 'object') return `${expr} = ${params.add(jsonParam(cond))}::jsonb`;
  if ('$exists' in cond) return cond.$exists ? `doc ? ${field(name)}` : `NOT (doc ? ${field(name)})`;
  // Like nedb, an order comparison only matches values of the same JSON type.
  const [op, value] = '$lt' in cond ? ['<', cond.$lt] : ['>', cond.$gt];
  return `(jsonb_typeof(${expr}) = '${jsonType(value)}' AND ${expr} ${op} ${params.add(jsonParam(value))}::jsonb)`;
}

export function where(filter: Filter, params: SqlParams): string {
  const parts: string[] = [];
  for (const [name, cond] of Object.entries(filter)) {
    if (cond === undefined) continue;
    if (name === '$or') {
      const alternatives = (cond as Filter[]).map((f) => where(f, params));
      parts.push(alternatives.length ? `(${alternatives.join(' OR ')})` : 'FALSE');
    } else parts.push(condition(name, cond as Condition, params));
  }
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

/** ORDER BY for the sort list; a missing field sorts first ascending, as in nedb; id breaks ties. */
export function orderBy(sort: FindOptions['sort']): string {
  const keys = (sort ?? []).map(([name, dir]) =>
    name === '_id'
      ? `id ${dir === 1 ? 'ASC' : 'DESC'}`
      : `${fieldExpr(name)} ${dir === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}`,
  );
  return `ORDER BY ${[...keys, 'id'].join(', ')}`;
}

/** The document without undefined fields and without `_id` (it lives in the id column). */
export function docJson(doc: Record<string, unknown>): string {
  const { _id, ...rest } = doc;
  return jsonParam(rest);
}

/** A lone surrogate's escape as JSON.stringify writes it, not itself escaped (`\\ud800` is text). */
const LONE_SURROGATE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

/**
 * A value as JSON text for a `::jsonb` parameter. jsonb refuses a lone UTF-16 surrogate, which
 * JSON.stringify writes as an escape (a paired one it writes as the character): each becomes
 * U+FFFD, in keys too, so no text a repository is handed can make a query fail. (Request bodies
 * are already read so: http/well-formed-text.ts; this covers every other way in.)
 */
export function jsonParam(value: unknown): string {
  return JSON.stringify(value).replace(LONE_SURROGATE, '$1\\ufffd');
}
