import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentStore } from '../../db/document-store.ts';

/**
 * The signing secret's name in the store: kept across restarts (and shared by every instance) so
 * forms already open stay valid. The embedded engine keeps it in DATA_DIR/form-token.key.
 */
export const FORM_SECRET = 'form-token';
export const FORM_SECRET_FILE = `${FORM_SECRET}.key`;

/** `<issued-at, ms since epoch, no leading zero>.<HMAC-SHA256, base64url>` */
const TOKEN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed contact-form tokens. The server issues one when it shows the form; the signature proves
 * the issue time is the server's own, so the timing check only ever compares the server's clock
 * with itself (the visitor's clock, or a value a bot makes up, never counts).
 */
export class FormTokens {
  private readonly secret: Buffer;
  constructor(secret: Buffer) {
    this.secret = secret;
  }

  static async open(store: DocumentStore): Promise<FormTokens> {
    return new FormTokens(await store.secret(FORM_SECRET));
  }

  issue(now: Date): string {
    const issuedAt = now.getTime();
    return `${issuedAt}.${this.sign(issuedAt)}`;
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

  private sign(issuedAt: number): string {
    return createHmac('sha256', this.secret).update(`inquiry-form:${issuedAt}`).digest('base64url');
  }
}
