/**
 * Hit counters per key over fixed windows, kept where every instance sees them: the rate limits'
 * state with PostgreSQL (server/src/http/rate-limit.ts). One call is one atomic step, so two
 * instances counting the same client at once never lose a hit.
 */
export interface HitCounters {
  /** Counts one hit on `key`; a window that has ended starts again at 1. Answers the window's hits and end. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }>;
  /** Takes one hit back (a request the limit does not count after all, e.g. a successful sign-in). */
  unhit(key: string): Promise<void>;
  /** Forgets the key's hits. */
  reset(key: string): Promise<void>;
}
