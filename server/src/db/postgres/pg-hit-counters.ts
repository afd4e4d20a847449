import type { Pool } from 'pg';
import type { HitCounters } from '../hit-counters.ts';
import { guarded } from './pg-errors.ts';

/** Every this many hits an instance deletes the rows whose window ended (keeps the table small). */
const SWEEP_EVERY = 500;

/**
 * Rate-limit counters in the `rate_limit_hits` table: one upsert per hit, so instances counting the
 * same client at once are serialised by the row lock and every hit counts.
 */
export class PgHitCounters implements HitCounters {
  private readonly pool: Pool;
  private sinceSweep = 0;
  constructor(pool: Pool) {
    this.pool = pool;
  }

  async hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    if (++this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await guarded(() => this.pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()'));
    }
    const { rows } = await guarded(() =>
      this.pool.query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
           VALUES ($1, 1, now() + $2::integer * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
         RETURNING hits, reset_at`,
        [key, Math.round(windowMs)],
      ),
    );
    return { hits: rows[0]!.hits, resetAt: rows[0]!.reset_at };
  }

  async unhit(key: string): Promise<void> {
    await guarded(() =>
      this.pool.query(
        'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()',
        [key],
      ),
    );
  }

  async reset(key: string): Promise<void> {
    await guarded(() => this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [key]));
  }
}
