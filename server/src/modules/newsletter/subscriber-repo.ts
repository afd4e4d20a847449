import { randomBytes } from 'node:crypto';
import type { Subscriber } from '#shared/schemas/newsletter.ts';
import type { CollectionSpec, Stored } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { notErasing, RecordEraser } from '../../lib/record-erasure.ts';

interface SubscriberDoc extends Subscriber {
  unsubscribeToken: string;
}

/** What an erased subscriber's document must no longer hold. */
const PERSONAL_FIELDS = [
  'email',
  'source',
  'consentText',
  'unsubscribeToken',
  'subscribedAt',
  'unsubscribedAt',
];

const toSubscriber = ({ _id, unsubscribeToken, ...rest }: Stored<SubscriberDoc>): Subscriber => rest;

/** Newsletter subscribers. Every write is on disk (fsync) before it is acknowledged. */
export class SubscriberRepo extends CollectionRepo<SubscriberDoc> {
  static readonly collection: CollectionSpec = {
    name: 'subscribers',
    indexes: [
      { field: 'email', unique: true },
      { field: 'unsubscribeToken', unique: true },
    ],
  };

  async findByEmail(email: string): Promise<(Subscriber & { unsubscribeToken: string }) | null> {
    const doc = await this.docs.findOne({ email });
    return doc ? { ...toSubscriber(doc), unsubscribeToken: doc.unsubscribeToken } : null;
  }

  /**
   * Adds a subscriber, or re-activates one who had left, with a fresh consent record and a new
   * unsubscribe token, which it returns. Answers null when the address is already subscribed,
   * including when a concurrent signup of the same address got there first: the re-activation is a
   * compare-and-set and the unique index on email decides between two inserts.
   */
  async subscribe(record: {
    email: string;
    source: string;
    consentText: string;
    at: Date;
  }): Promise<string | null> {
    const unsubscribeToken = randomBytes(24).toString('base64url');
    const fields = {
      email: record.email,
      subscribedAt: record.at.toISOString(),
      source: record.source,
      consentText: record.consentText,
      unsubscribeToken,
    };
    const reactivated = await this.docs.updateOne(
      { email: record.email, unsubscribedAt: { $exists: true } },
      { set: fields, unset: ['unsubscribedAt'] },
    );
    if (!reactivated && !(await this.docs.insert(fields))) return null;
    return unsubscribeToken;
  }

  /** Marks the subscriber with this token as unsubscribed; false when the token is unknown. */
  async unsubscribe(token: string, at: Date): Promise<boolean> {
    const doc = await this.docs.updateOne(
      { unsubscribeToken: token },
      { set: { unsubscribedAt: at.toISOString() } },
    );
    return doc !== null;
  }

  async list(): Promise<Subscriber[]> {
    const docs = await this.docs.find(notErasing, { sort: [['subscribedAt', -1]] });
    return docs.map(toSubscriber);
  }

  /** Newest first, with each subscriber's unsubscribe token (for the owner's export only). */
  async listWithTokens(): Promise<(Subscriber & { unsubscribeToken: string })[]> {
    const docs = await this.docs.find(notErasing, { sort: [['subscribedAt', -1]] });
    return docs.map((doc) => ({ ...toSubscriber(doc), unsubscribeToken: doc.unsubscribeToken }));
  }

  /** Erases the subscriber with this address, recording it in `trail`; false when unknown. */
  erase(email: string, trail: AuditTrail, who: string, at: Date): Promise<boolean> {
    return this.eraser(trail).erase({ email }, who, at);
  }

  /** Finishes the erasures a crash interrupted (at start). */
  reconcileErasures(trail: AuditTrail): Promise<number> {
    return this.eraser(trail).reconcile();
  }

  private eraser(trail: AuditTrail): RecordEraser<SubscriberDoc> {
    return new RecordEraser({
      records: this.docs,
      trail,
      collection: 'subscribers',
      personalFields: PERSONAL_FIELDS,
    });
  }

  async count(): Promise<number> {
    return this.docs.count();
  }
}
