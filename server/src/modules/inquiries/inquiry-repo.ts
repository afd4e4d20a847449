import type { Inquiry } from '#shared/schemas/inquiry.ts';
import { openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

interface InquiryDoc extends Inquiry {
  _id?: string;
}

const toInquiry = ({ _id, ...inquiry }: InquiryDoc): Inquiry => inquiry;

/** Quote requests (`inquiries.db`). Each write is on disk (fsync) before it resolves. */
export class InquiryRepo {
  private readonly store: Collection<InquiryDoc>;
  private constructor(store: Collection<InquiryDoc>) {
    this.store = store;
  }

  static async open(dataDir: string): Promise<InquiryRepo> {
    const store = await openCollection<InquiryDoc>(dataDir, 'inquiries');
    await store.ensureIndex({ fieldName: 'createdAt' });
    return new InquiryRepo(store);
  }

  async insert(inquiry: Inquiry): Promise<void> {
    const doc = Object.fromEntries(Object.entries(inquiry).filter(([, v]) => v !== undefined)) as Inquiry;
    await this.store.insertOne({ ...doc, _id: inquiry.id });
    await syncToDisk(this.store);
  }

  /** Newest first. */
  async list(): Promise<Inquiry[]> {
    const docs = await this.store.find({}).sort({ createdAt: -1 });
    return docs.map(toInquiry);
  }

  async setStatus(id: string, status: Inquiry['status'], at: Date): Promise<Inquiry | null> {
    const update =
      status === 'handled'
        ? { $set: { status, handledAt: at.toISOString() } }
        : { $set: { status }, $unset: { handledAt: true } };
    const count = await this.store.updateOne({ _id: id }, update);
    if (count === 0) return null;
    await syncToDisk(this.store);
    const doc = await this.store.findOne({ _id: id });
    return doc ? toInquiry(doc) : null;
  }

  async count(): Promise<number> {
    return this.store.count({});
  }
}
