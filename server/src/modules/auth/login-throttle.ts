import { createHash } from 'node:crypto';
import type { CollectionSpec } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';

/**
 * Sign-in lock-out per (account, client address), stored through the document store so a restart
 * does not clear it and a flood of failures for other accounts cannot evict it (one record per
 * pair, pruned only by time). Failures from one address never lock the owner out from another.
 * When many addresses fail against one account (a distributed guess), each address gets fewer
 * tries and every failure answers a little later; the account itself is never locked for everyone.
 * Kept for e-mails with and without an account alike, so the answer never tells which exist.
 * See docs/owner-accounts.md.
 */
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
/** Distinct failing addresses within LOCK_MS that mark an account as under a distributed attack. */
const SPREAD_ADDRESSES = 20;
/** Tries per address while the account is under such an attack. */
const STRICT_MAX_FAILURES = 2;
/** Extra wait before answering a failed sign-in while the account is under such an attack. */
const SPREAD_DELAY_MS = 1_000;

interface FailureRecord {
  /** SHA-256 of the normalised e-mail: the store never holds the e-mails people typed. */
  account: string;
  /** The client address, or `device:<hash>` for failures made with a remembered-device cookie. */
  source: string;
  failures: number;
  windowStart: number;
  lockedUntil: number;
  lastFailureAt: number;
  /** When this record may be pruned (epoch ms). */
  expiresAt: number;
}

/** Whether an attempt may check its password, and how long to hold a failure's answer back. */
interface Attempt {
  /** Milliseconds until this source may try this account again; 0 when the attempt goes on. */
  lockedMs: number;
  /** Extra wait before answering a failure (0 unless the account is under a distributed attack). */
  delayMs: number;
}

/** The record after one more attempt: a new window when the old one has passed, a lock at the limit. */
function nextRecord(
  old: FailureRecord | null,
  account: string,
  source: string,
  now: number,
  limit: number,
): FailureRecord {
  const fresh = !old || now - old.windowStart > LOCK_MS;
  const next: FailureRecord = {
    account,
    source,
    failures: (fresh ? 0 : old.failures) + 1,
    windowStart: fresh ? now : old.windowStart,
    lockedUntil: old?.lockedUntil ?? 0,
    lastFailureAt: now,
    expiresAt: 0,
  };
  if (next.failures >= limit) {
    next.lockedUntil = now + LOCK_MS;
    next.failures = 0;
    next.windowStart = now;
  }
  next.expiresAt = Math.max(next.lockedUntil, now + LOCK_MS);
  return next;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const keyOf = (account: string, source: string) => sha256(`${account}\n${source}`);

export class LoginThrottle extends CollectionRepo<FailureRecord> {
  static readonly collection: CollectionSpec = {
    name: 'login-failures',
    indexes: [{ field: 'account' }, { field: 'expiresAt' }],
  };

  /**
   * Counts one sign-in attempt *before* its password is checked, and says whether it may go on.
   * Counting first, as a compare-and-set on the stored record (atomic in both engines, and across
   * instances with PostgreSQL), means parallel guesses cannot all pass the check before the first
   * failure is written: only MAX_FAILURES of them get through. A right password then clears the
   * count (recordSuccess), so for one person trying in turn nothing changes.
   */
  async countAttempt(email: string, source: string, now: number): Promise<Attempt> {
    const account = sha256(email);
    const _id = keyOf(account, source);
    for (;;) {
      const old = await this.docs.findOne({ _id });
      if (old && old.lockedUntil > now) return { lockedMs: old.lockedUntil - now, delayMs: 0 };
      const spread = await this.docs.count({ account, lastFailureAt: { $gt: now - LOCK_MS } });
      const underAttack = spread >= SPREAD_ADDRESSES;
      const next = nextRecord(old, account, source, now, underAttack ? STRICT_MAX_FAILURES : MAX_FAILURES);
      // Only a new lock must survive a power cut; a lost count merely gives back one try.
      const durable = next.lockedUntil === now + LOCK_MS;
      const stored = old
        ? // failures and lastFailureAt change on every write, so together they are the record's version.
          await this.docs.updateOne(
            { _id, failures: old.failures, lastFailureAt: old.lastFailureAt },
            { set: { ...next } },
            { durable },
          )
        : await this.docs.insert({ _id, ...next });
      if (stored) return { lockedMs: 0, delayMs: underAttack ? SPREAD_DELAY_MS : 0 };
      // Another attempt wrote first: read its count and try again.
    }
  }

  /** A right password from this source: its count starts again. */
  async recordSuccess(email: string, source: string): Promise<void> {
    await this.docs.deleteOne({ _id: keyOf(sha256(email), source) });
  }

  /** A new password: every lock on the account ends. */
  async clearAccount(email: string): Promise<void> {
    await this.docs.deleteMany({ account: sha256(email) });
  }

  /** Deletes records whose window and lock have both passed. */
  prune(now: number): Promise<number> {
    return this.docs.deleteMany({ expiresAt: { $lt: now } });
  }
}
