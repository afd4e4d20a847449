import { z } from 'zod';

/**
 * `delete` moves an entry to the trash; `untrash` brings it back, `purge` removes it from the trash
 * for good (docs/trash.md). `erase` removes a person's record (a quote request, a subscriber):
 * its line names the collection only, never the person (docs/people-data.md).
 */
const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'publish',
  'unpublish',
  'restore',
  'untrash',
  'purge',
  'erase',
] as const;

/**
 * One change to the portfolio or to stored content (projects, posts): who made it, when, and the
 * item's version before and after. `collection` is the portfolio collection or the content kind.
 */
export const auditEntrySchema = z.object({
  who: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  collection: z.string(),
  itemId: z.string().optional(),
  at: z.string(),
  beforeVersion: z.number().int().optional(),
  afterVersion: z.number().int().optional(),
  /** The trash item a delete made, or an untrash or purge acted on. */
  trashId: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?limit=&collection= (newest first). */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  collection: z.string().max(60).optional(),
});
