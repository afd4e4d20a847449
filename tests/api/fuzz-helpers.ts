import { errorBodySchema } from '#shared/schemas/error.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { auditEntrySchema } from '#shared/schemas/audit.ts';
import { inquirySchemaStored } from '#shared/schemas/inquiry.ts';
import { emailSchema, subscriberSchema } from '#shared/schemas/newsletter.ts';
import { collectionKeySchema, portfolioItemSchema, updateItemSchema } from '#shared/schemas/portfolio.ts';

/** Shared pieces of the property-based API tests: hostile values, answer checks, store checks. */

/** Values no text, number or boolean field may accept: NoSQL operators, wrong types, nesting. */
const OPERATOR_VALUES: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'function () { return true; }' },
  { $regex: '.*' },
  { $in: ['a'] },
  { $exists: true },
  ['x'],
  [],
  null,
  { toString: 'x' },
  { constructor: { prototype: { polluted: true } } },
];

/** Text that must be stored and shown as text, never run or parsed. */
export const HOSTILE_TEXT = [
  '<script>alert("xss")</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(2)</script>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(3)")()}}',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '$where',
  '__proto__',
  '\u0000\u0001\u202e\ufeff',
  '😀 émoji ✓ 東京',
];

/** Any JSON value (deep), operators and hostile strings mixed in. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...OPERATOR_VALUES),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.double(),
  fc.integer(),
);

/** A value that is certainly not a string (so a text field must refuse it). */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...OPERATOR_VALUES),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys that pollute prototypes or smuggle operators when a body is merged or stored blindly. */
export const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', '$where', '$set', '$gt', '_id', 'a.b'];

/** A JSON text with an extra (evil) key, written by hand so `__proto__` is a real own key. */
export function withExtraKey(body: Record<string, unknown>, key: string, value: unknown): string {
  const json = JSON.stringify(body);
  const extra = `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`;
  return json === '{}' ? `{${extra}}` : `{${extra},${json.slice(1)}`;
}

/** Header values fetch can send: printable ASCII. */
export const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 120,
});

/** A path segment with traversal, encoded slashes and junk, already %-encoded where it must be. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f..%2fportfolio.db',
    '%2e%2e%2f%2e%2e%2f',
    '..%5c..%5c',
    'a%2Fb',
    '%00',
    '%ff',
    '%E0%A4%A',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'toString',
    '%24where',
    '%7B%22%24gt%22%3A%22%22%7D',
    'photographyPortfolio%00',
    'PHOTOGRAPHYPORTFOLIO',
    'x'.repeat(3000),
  ),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
);

/**
 * The answer is a refusal the client can read: 4xx with a JSON `{ error }` (and, for refused input,
 * `fields`, each problem on its field), never a 5xx; its sentence never speaks the schema
 * ("Invalid input", a dotted path such as `content.0.text`).
 */
export async function expectJsonRefusal(res: Response, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = errorBodySchema.strict().parse(JSON.parse(text));
  expect(body.error, label).not.toContain('Invalid input');
  for (const field of body.fields ?? []) {
    expect(field.label, label).not.toBe('');
    expect(field.label, label).not.toBe('""');
    // A path of several segments (`content.0.text`); a single key that is itself "." or ends in
    // one would always be "found" in a sentence that ends with a full stop.
    if (/[^.]\.[^.]/.test(field.path)) expect(body.error, label).not.toContain(field.path);
  }
}

/** Never a 5xx; any refusal is JSON. */
export async function expectNoServerError(res: Response, label: string): Promise<void> {
  if (res.status >= 400) return expectJsonRefusal(res, label);
  await res.arrayBuffer();
  expect(res.status, label).toBeLessThan(500);
}

/** The documents a nedb file holds after replaying it (last line per _id wins, deletions applied). */
export async function storedDocs(dataDir: string, name: string): Promise<Record<string, unknown>[]> {
  let text = '';
  try {
    text = await readFile(join(dataDir, `${name}.db`), 'utf8');
  } catch {
    return [];
  }
  const docs = new Map<string, Record<string, unknown>>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as Record<string, unknown>;
    if ('$$indexCreated' in doc || '$$indexRemoved' in doc) continue;
    if (doc.$$deleted === true) docs.delete(String(doc._id));
    else docs.set(String(doc._id), doc);
  }
  return [...docs.values()];
}

const withId = { _id: z.string() };
const storedSubscriber = subscriberSchema
  .extend({ ...withId, unsubscribeToken: z.string().min(16) })
  .strict();
const storedInquiry = inquirySchemaStored.extend(withId).strict();
/** A portfolio item as the content service keeps it: one entry of its collection's kind. */
const storedItem = z.strictObject({
  ...withId,
  kind: collectionKeySchema,
  slugKey: z.string(),
  version: z.number(),
  entry: portfolioItemSchema
    .extend({ slug: z.string(), status: z.literal('published'), createdAt: z.string() })
    .strict(),
});
const storedAudit = auditEntrySchema.extend({ ...withId, seq: z.number() }).strict();

/**
 * Every document on disk is one the shared schemas accept (no extra keys, no operators, no
 * wrong types), and each portfolio item would pass the owner's own input rules again.
 */
export async function expectValidStore(dataDir: string): Promise<void> {
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodType, doc: unknown) => {
    const parsed = schema.safeParse(doc);
    if (!parsed.success)
      problems.push(`${name}: ${JSON.stringify(doc).slice(0, 300)} - ${parsed.error.message}`);
  };
  for (const doc of await storedDocs(dataDir, 'subscribers')) {
    check('subscribers', storedSubscriber, doc);
    if (emailSchema.safeParse(doc.email).data !== doc.email)
      problems.push(`subscriber email ${String(doc.email)}`);
  }
  for (const doc of await storedDocs(dataDir, 'inquiries')) {
    check('inquiries', storedInquiry, doc);
    if (!emailSchema.safeParse(doc.email).success) problems.push(`inquiry email ${String(doc.email)}`);
  }
  for (const doc of await storedDocs(dataDir, 'portfolio')) {
    check('portfolio', storedItem, doc);
    const { order, updatedAt, slug, status, createdAt, ...fields } = (doc.entry ?? {}) as Record<
      string,
      unknown
    >;
    check('portfolio item fields', updateItemSchema, fields);
  }
  for (const doc of await storedDocs(dataDir, 'audit')) check('audit', storedAudit, doc);
  expect(problems).toEqual([]);
}

/** Nothing reached Object.prototype (the app runs in this process). */
export function expectNoPrototypePollution(): void {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin', 'x', 'owner']) expect(probe[key], key).toBeUndefined();
}

export const RUNS = { numRuns: 100, endOnFailure: true } as const;
