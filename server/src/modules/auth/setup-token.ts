import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const SETUP_TOKEN_TTL_MS = 24 * 60 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * The one-time token of the setup link printed while no owner exists. Only its hash is kept
 * (in memory: each start while there is no owner issues a fresh link), it expires after 24 hours
 * and is spent by its first successful use.
 */
export class SetupToken {
  private hash: Buffer | undefined;
  private expiresAt = 0;

  /** Issues a new token, replacing any earlier one; returns the token itself (shown once). */
  issue(now: number): string {
    const token = randomBytes(32).toString('base64url');
    this.hash = sha256(token);
    this.expiresAt = now + SETUP_TOKEN_TTL_MS;
    return token;
  }

  /** Checks and spends the token in one synchronous step, so two requests cannot both use it. */
  consume(token: string, now: number): boolean {
    if (!this.hash || now >= this.expiresAt) return false;
    if (!timingSafeEqual(sha256(token), this.hash)) return false;
    this.revoke();
    return true;
  }

  /** Gives a consumed token back when the owner could not be created after all. */
  restore(token: string, expiresAt: number): void {
    this.hash = sha256(token);
    this.expiresAt = expiresAt;
  }

  get expiry(): number {
    return this.expiresAt;
  }

  revoke(): void {
    this.hash = undefined;
    this.expiresAt = 0;
  }
}
