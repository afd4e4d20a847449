import { type CountRow, counterId, type Metric } from './analytics-repo.ts';

/**
 * Counts waiting for the next flush, merged per counter. Bounded twice: at most `windowCap`
 * distinct counters between two flushes, and at most `dayCap` distinct counters written a day (so
 * a flood of made-up paths can neither fill memory nor the datastore). A count over a cap is
 * dropped and counted in `dropped`.
 */
export class CountBuffer {
  private pending = new Map<string, CountRow>();
  private day = '';
  private readonly keysToday = new Set<string>();
  private readonly windowCap: number;
  private readonly dayCap: number;
  dropped = 0;

  constructor(options: { windowCap?: number; dayCap?: number } = {}) {
    this.windowCap = options.windowCap ?? 10_000;
    this.dayCap = options.dayCap ?? 50_000;
  }

  add(day: string, metric: Metric, dims: string[], n = 1): void {
    if (day !== this.day) {
      this.day = day;
      this.keysToday.clear();
    }
    const id = counterId(day, metric, dims);
    const row = this.pending.get(id);
    if (row) {
      row.n += n;
      return;
    }
    const newToday = !this.keysToday.has(id);
    if (this.pending.size >= this.windowCap || (newToday && this.keysToday.size >= this.dayCap)) {
      this.dropped += n;
      return;
    }
    if (newToday) this.keysToday.add(id);
    this.pending.set(id, { day, metric, dims, n });
  }

  /** Everything pending, and an empty buffer from now on. */
  take(): CountRow[] {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    return rows;
  }

  /** Puts back counts whose write failed, within the caps (the rest is dropped). */
  restore(rows: CountRow[]): void {
    for (const row of rows) this.add(row.day, row.metric, row.dims, row.n);
  }

  get size(): number {
    return this.pending.size;
  }
}
