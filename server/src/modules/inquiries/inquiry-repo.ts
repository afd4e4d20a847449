import type { Inquiry } from '#shared/schemas/inquiry.ts';
import type { DocumentCollection, DocumentStore, Stored } from '../../db/document-store.ts';

const toInquiry = ({ _id, ...inquiry }: Stored<Inquiry>): Inquiry => inquiry;

/** Quote requests (collection `inquiries`). Each write is durable before it resolves. */
export class InquiryRepo {
  private readonly store: DocumentCollection<Inquiry>;
  private constructor(store: DocumentCollection<Inquiry>) {
    this.store = store;
  }

  static async open(store: DocumentStore): Promise<InquiryRepo> {
    return new InquiryRepo(
      await store.collection<Inquiry>({ name: 'inquiries', indexes: [{ field: 'createdAt' }] }),
    );
  }

  async insert(inquiry: Inquiry): Promise<void> {
    if (!(await this.store.insert({ ...inquiry, _id: inquiry.id }))) {
      throw new Error(`inquiry ${inquiry.id} already exists`);
    }
  }

  /** Newest first. */
  async list(): Promise<Inquiry[]> {
    const docs = await this.store.find({}, { sort: [['createdAt', -1]] });
    return docs.map(toInquiry);
  }

  async setStatus(id: string, status: Inquiry['status'], at: Date): Promise<Inquiry | null> {
    const update =
      status === 'handled'
        ? { set: { status, handledAt: at.toISOString() } }
        : { set: { status }, unset: ['handledAt'] };
    const doc = await this.store.updateOne({ _id: id }, update);
    return doc ? toInquiry(doc) : null;
  }

  async count(): Promise<number> {
    return this.store.count();
  }
}
