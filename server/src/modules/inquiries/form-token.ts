import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentCollection, DocumentStore } from '../../db/document-store.ts';

/**
 * The signing secret's name in the store: kept across restarts (and shared by every instance) so
 * forms already open stay valid. The embedded engine keeps it in DATA_DIR/form-token.key.
 */
const FORM_SECRET = 'form-token';
export const FORM_SECRET_FILE = `${FORM_SECRET}.key`;

/** `<issued-at, ms since epoch, no leading zero>.<HMAC-SHA256, base64url>` */
const TOKEN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed contact-form tokens. The server issues one when it shows the form; the signature proves
 * the issue time is the server's own, so the timing check only ever compares the server's clock
 * with itself (the visitor's clock, or a value a bot makes up, never counts).
 */
interface SpentToken {
  /** When the token could no longer be used anyway (issue time + its lifetime), ms. */
  expiresAt: number;
  /**
   * What was sent with it: the id the request was stored under and a keyed digest of its fields,
   * so the same request sent again (its answer lost, a double press) is known for what it is.
   */
  sent?: { id: string; digest: string };
}

/** The request a token was spent on, as `spend` records it and `spentOn` tells it. */
interface SpentOn {
  id: string;
  /** The request's fields as sent, in a stable order (compared as a keyed digest, never kept). */
  fields: string;
}

const signatureOf = (token: string) => token.slice(token.indexOf('.') + 1);

export class FormTokens {
  private readonly secret: Buffer;
  private readonly store: DocumentStore | undefined;
  private spentStore: Promise<DocumentCollection<SpentToken>> | undefined;
  private lastIssued = 0;
  private spentSincePurge = 0;
  constructor(secret: Buffer, store?: DocumentStore) {
    this.secret = secret;
    this.store = store;
  }

  static async open(store: DocumentStore): Promise<FormTokens> {
    return new FormTokens(await store.secret(FORM_SECRET), store);
  }

  /**
   * Spent tokens live in the store (`form-tokens-spent`), so a restart does not make them usable
   * again; opened at the first spend, when expired entries are purged.
   */
  private spentTokens(now: Date): Promise<DocumentCollection<SpentToken>> {
    this.spentStore ??= (async () => {
      const spent = await this.store!.collection<SpentToken>({
        name: 'form-tokens-spent',
        indexes: [{ field: 'expiresAt' }],
      });
      await spent.deleteMany({ expiresAt: { $lt: now.getTime() } });
      return spent;
    })();
    return this.spentStore;
  }

  /** Each token this process issues has its own issue time (ms), so no two visitors share one. */
  issue(now: Date): string {
    const issuedAt = Math.max(now.getTime(), this.lastIssued + 1);
    this.lastIssued = issuedAt;
    return `${issuedAt}.${this.sign(issuedAt)}`;
  }

  /**
   * Marks a verified token used, with the request it carries (`on`); false when it was used before
   * (a form is sent once: a second post of the same token stores nothing; `spentOn` tells whether
   * it is the same request again). Durable before it resolves, and atomic: of two concurrent posts
   * of one token only one wins.
   */
  async spend(token: string, expiresAt: number, now = new Date(), on?: SpentOn): Promise<boolean> {
    if (!this.store) return true;
    const spent = await this.spentTokens(now);
    const sent = on ? { id: on.id, digest: this.digest(on.fields) } : undefined;
    const fresh = await spent.insert({ _id: signatureOf(token), expiresAt, ...(sent ? { sent } : {}) });
    if (++this.spentSincePurge >= 1000) {
      this.spentSincePurge = 0;
      await spent.deleteMany({ expiresAt: { $lt: now.getTime() } });
    }
    return fresh !== null;
  }

  /**
   * The id of the request a spent token was used for, when `fields` are the ones sent with it then;
   * undefined for a token unused, used on other fields, or spent without them.
   */
  async spentOn(token: string, fields: string, now = new Date()): Promise<string | undefined> {
    if (!this.store) return undefined;
    const doc = await (await this.spentTokens(now)).findOne({ _id: signatureOf(token) });
    return doc?.sent?.digest === this.digest(fields) ? doc.sent.id : undefined;
  }

  /** The issue time of a token this server signed; undefined when missing, malformed or forged. */
  issuedAt(token: string | undefined): number | undefined {
    const match = token ? TOKEN.exec(token) : null;
    if (!match) return undefined;
    const issuedAt = Number(match[1]);
    // Compare the text, not decoded bytes: base64url has several spellings of the same last byte.
    const expected = Buffer.from(this.sign(issuedAt));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? issuedAt : undefined;
  }

  /** Keyed, so a stored digest says nothing about a person's message to whoever reads the store. */
  private digest(fields: string): string {
    return createHmac('sha256', this.secret).update(`inquiry-fields:${fields}`).digest('base64url');
  }

  private sign(issuedAt: number): string {
    return createHmac('sha256', this.secret).update(`inquiry-form:${issuedAt}`).digest('base64url');
  }
}
