import type { DocumentCollection, Filter } from '../db/document-store.ts';
import type { AuditTrail } from './audit-trail.ts';
import {
  type AuditMarker,
  auditMarker,
  commitAudit,
  type PendingAudit,
  pendingAudit,
  pendingOf,
} from './pending-audit.ts';

/** Reads skip a record being erased (a crash may leave one until the next start reconciles it). */
export const notErasing = { pendingAuditId: { $exists: false } } as const;

/**
 * Erasing a person's record (a quote request, a subscriber: PIPEDA, CASL) with its audit line and
 * nothing half-done. One write strips the personal fields and puts the erasure's audit entry on
 * the document; the entry then goes to the trail under its own id and the document is deleted.
 * A crash in between leaves a document holding nothing personal, which `reconcile` finishes at
 * start. The audit line names the collection, who and when: never the person.
 * See docs/people-data.md.
 */
export class RecordEraser<T extends object> {
  private readonly records: DocumentCollection<T>;
  private readonly trail: AuditTrail;
  private readonly collection: string;
  private readonly personalFields: string[];

  constructor(options: {
    records: DocumentCollection<T>;
    trail: AuditTrail;
    /** The audit line's collection: `inquiries`, `subscribers`. */
    collection: string;
    /** Every field that says who the person is or what they wrote. */
    personalFields: string[];
  }) {
    this.records = options.records;
    this.trail = options.trail;
    this.collection = options.collection;
    this.personalFields = options.personalFields;
  }

  /** Erases the record the filter finds; false when there is none. */
  async erase(filter: Filter, who: string, at: Date): Promise<boolean> {
    const pending = pendingAudit({ who, action: 'erase', collection: this.collection, at: at.toISOString() });
    const doc = await this.records.updateOne(
      { ...filter, ...notErasing },
      { set: auditMarker(pending), unset: this.personalFields },
    );
    if (!doc) return false;
    await this.finish(pending);
    return true;
  }

  /** Finishes every erasure a crash interrupted; returns how many. */
  async reconcile(): Promise<number> {
    const docs = await this.records.find({ pendingAuditId: { $exists: true } });
    const pending = docs
      .map((doc) => pendingOf(doc as AuditMarker))
      .filter((one): one is PendingAudit => one !== null);
    for (const one of pending) await this.finish(one);
    return pending.length;
  }

  private finish(pending: PendingAudit): Promise<void> {
    return commitAudit(this.trail, pending, async (auditId) => {
      await this.records.deleteOne({ pendingAuditId: auditId });
    });
  }
}
