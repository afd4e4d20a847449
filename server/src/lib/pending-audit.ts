import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { AuditTrail } from './audit-trail.ts';

/**
 * The audit entry of a change, written in the same document write as the change itself, so a
 * crash before the entry reaches the trail leaves it on the document to be recorded at start.
 * `auditId` is the trail entry's id, which makes recording it twice impossible.
 * See docs/audit-trail.md; used by the portfolio and stored content.
 */
export interface PendingAudit {
  auditId: string;
  entry: AuditEntry;
}

/** The top-level fields a document carries while its change's entry is not yet in the trail. */
export interface AuditMarker {
  pendingAuditId?: string;
  pendingAudit?: AuditEntry;
}

/** A new change's entry with a fresh id. */
export function pendingAudit(entry: AuditEntry): PendingAudit {
  return { auditId: randomUUID(), entry };
}

/** The fields to set in the change's own write. */
export function auditMarker(pending: PendingAudit): Required<AuditMarker> {
  return { pendingAuditId: pending.auditId, pendingAudit: pending.entry };
}

/** The entry a document still carries, if any. */
export function pendingOf(doc: AuditMarker): PendingAudit | null {
  return doc.pendingAuditId && doc.pendingAudit
    ? { auditId: doc.pendingAuditId, entry: doc.pendingAudit }
    : null;
}

/** The same entry may sit on several documents (a reorder marks each item): one per id. */
export function distinctPending(docs: AuditMarker[]): PendingAudit[] {
  const byId = new Map<string, PendingAudit>();
  for (const doc of docs) {
    const pending = pendingOf(doc);
    if (pending) byId.set(pending.auditId, pending);
  }
  return [...byId.values()];
}

/**
 * Appends the entry under its id (idempotent: a retry after a crash adds nothing), then lets the
 * owner of the documents clear the marker (`settle`).
 */
export async function commitAudit(
  trail: AuditTrail,
  pending: PendingAudit,
  settle: (auditId: string) => Promise<void>,
): Promise<void> {
  await trail.record(pending.entry, pending.auditId);
  await settle(pending.auditId);
}
