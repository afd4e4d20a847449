import { randomBytes } from 'node:crypto';
import type { DocumentCollection, DocumentStore } from '../../db/document-store.ts';

/** `_id` is the listing's id; the token is the whole secret of its delivery address. */
interface DeliveryDoc {
  token: string;
  issuedAt: string;
}

/** 192 random bits, URL-safe: unguessable, and short enough to read out on the phone if needed. */
const newToken = () => randomBytes(24).toString('base64url');
const DELIVERY_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The private delivery tokens of listings (collection `listing-delivery`), kept apart from the
 * entry so no page, version or public answer can ever carry one.
 */
export class DeliveryRepo {
  private readonly docs: DocumentCollection<DeliveryDoc>;
  private constructor(docs: DocumentCollection<DeliveryDoc>) {
    this.docs = docs;
  }

  static async open(store: DocumentStore): Promise<DeliveryRepo> {
    return new DeliveryRepo(
      await store.collection<DeliveryDoc>({
        name: 'listing-delivery',
        indexes: [{ field: 'token', unique: true }],
      }),
    );
  }

  /** The listing's token, made on first use. */
  async tokenOf(listingId: string): Promise<string> {
    const found = await this.docs.findOne({ _id: listingId });
    if (found) return found.token;
    const made = await this.docs.insert({
      _id: listingId,
      token: newToken(),
      issuedAt: new Date().toISOString(),
    });
    // Two first uses at once: the one stored wins.
    return made?.token ?? (await this.docs.findOne({ _id: listingId }))!.token;
  }

  /** A new token; the old one stops working at once. */
  async reissue(listingId: string): Promise<string> {
    const token = newToken();
    const set = { token, issuedAt: new Date().toISOString() };
    if (await this.docs.updateOne({ _id: listingId }, { set })) return token;
    if (await this.docs.insert({ _id: listingId, ...set })) return token;
    return this.reissue(listingId);
  }

  /** The listing a token opens, or null. */
  async listingOf(token: string): Promise<string | null> {
    if (!DELIVERY_TOKEN.test(token)) return null;
    return (await this.docs.findOne({ token }))?._id ?? null;
  }
}
