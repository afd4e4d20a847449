/**
 * Per-account lock-out: after MAX_FAILURES failed sign-ins within the window, the address is
 * locked for LOCK_MS whatever password comes next. Kept for addresses with and without an
 * account alike, so the answer never tells which exist. In memory: a restart forgets it, which
 * only gives an attacker five more guesses against a 12+ character password.
 */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

interface Entry {
  failures: number;
  firstFailureAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  /** Milliseconds until the account may try again; 0 when it is not locked. */
  lockedFor(email: string, now: number): number {
    const entry = this.entries.get(email);
    return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  recordFailure(email: string, now: number): void {
    let entry = this.entries.get(email);
    if (!entry || now - entry.firstFailureAt > LOCK_MS) {
      entry = { failures: 0, firstFailureAt: now, lockedUntil: 0 };
    }
    entry.failures += 1;
    if (entry.failures >= MAX_FAILURES) {
      entry.lockedUntil = now + LOCK_MS;
      entry.failures = 0;
      entry.firstFailureAt = now;
    }
    // Re-insert so Map order is least-recently-failed first; evict the oldest beyond the cap.
    this.entries.delete(email);
    this.entries.set(email, entry);
    if (this.entries.size > MAX_TRACKED) this.entries.delete(this.entries.keys().next().value!);
  }

  recordSuccess(email: string): void {
    this.entries.delete(email);
  }
}
