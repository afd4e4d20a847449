import type { Inquiry } from '#shared/schemas/inquiry.ts';
import type { CollectionSpec, Stored } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { notErasing, RecordEraser } from '../../lib/record-erasure.ts';

const toInquiry = ({ _id, ...inquiry }: Stored<Inquiry>): Inquiry => inquiry;

/** What an erased request must no longer hold: everything the sender wrote or is known by. */
const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'service',
  'budget',
  'timeline',
  'details',
];

/** Quote requests (collection `inquiries`). Each write is durable before it resolves. */
export class InquiryRepo extends CollectionRepo<Inquiry> {
  static readonly collection: CollectionSpec = { name: 'inquiries', indexes: [{ field: 'createdAt' }] };

  async insert(inquiry: Inquiry): Promise<void> {
    if (!(await this.docs.insert({ ...inquiry, _id: inquiry.id }))) {
      throw new Error(`inquiry ${inquiry.id} already exists`);
    }
  }

  /** One request, unless erased (or being erased). */
  async get(id: string): Promise<Inquiry | null> {
    const doc = await this.docs.findOne({ _id: id, ...notErasing });
    return doc ? toInquiry(doc) : null;
  }

  /** Newest first. */
  async list(): Promise<Inquiry[]> {
    const docs = await this.docs.find(notErasing, { sort: [['createdAt', -1]] });
    return docs.map(toInquiry);
  }

  /**
   * How many requests were sent from a listing's page (stored with `listing.slug`, one of `slugs`:
   * the addresses the listing was published at) at or after a moment (the period's first agency
   * day's midnight in Toronto). The listing is a nested field, so it is matched here, among the
   * period's requests only.
   */
  async countForListing(slugs: readonly string[], since: Date): Promise<number> {
    // ISO times (UTC, to the millisecond) sort as they happen; from `since` on is after the ms before it.
    const justBefore = new Date(since.getTime() - 1).toISOString();
    const docs = await this.docs.find({ createdAt: { $gt: justBefore }, ...notErasing });
    return docs.filter((doc) => slugs.includes(doc.listing?.slug ?? '')).length;
  }

  /** Erases one request from the datastore, recording it in `trail`; false when unknown. */
  erase(id: string, trail: AuditTrail, who: string, at: Date): Promise<boolean> {
    return this.eraser(trail).erase({ _id: id }, who, at);
  }

  /** Ids of handled requests marked handled before `before` (the retention period's sweep). */
  async handledBefore(before: Date): Promise<string[]> {
    const docs = await this.docs.find({ status: 'handled', handledAt: { $lt: before.toISOString() } });
    return docs.map((doc) => doc._id);
  }

  /** Finishes the erasures a crash interrupted (at start). */
  reconcileErasures(trail: AuditTrail): Promise<number> {
    return this.eraser(trail).reconcile();
  }

  private eraser(trail: AuditTrail): RecordEraser<Inquiry> {
    return new RecordEraser({
      records: this.docs,
      trail,
      collection: 'inquiries',
      personalFields: PERSONAL_FIELDS,
    });
  }

  async setStatus(id: string, status: Inquiry['status'], at: Date): Promise<Inquiry | null> {
    const update =
      status === 'handled'
        ? { set: { status, handledAt: at.toISOString() } }
        : { set: { status }, unset: ['handledAt'] };
    const doc = await this.docs.updateOne({ _id: id, ...notErasing }, update);
    return doc ? toInquiry(doc) : null;
  }

  async count(): Promise<number> {
    return this.docs.count();
  }
}
