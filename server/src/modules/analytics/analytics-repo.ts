import type { CollectionSpec } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';
import { daysBefore } from '../../lib/agency-day.ts';

/**
 * What is counted, per agency day (Toronto, server/src/lib/agency-day.ts): each metric with its dimensions (e.g. `view` of a path, `vital`
 * of a metric, template, device and histogram bucket). Only these aggregates are stored, never a
 * beacon, an address or a user agent.
 */
const METRICS = [
  'view',
  'visitor',
  'site-visitor',
  /** Visitors of one listing's pages (`/listings/{slug}` and below), once a day whichever pages. */
  'listing-visitor',
  'referrer',
  'campaign',
  'search',
  'interaction',
  'conversion',
  'vital',
] as const;
export type Metric = (typeof METRICS)[number];

/** One counter: a metric's dimensions on one day, and its count. */
export interface CountRow {
  day: string;
  metric: Metric;
  dims: string[];
  n: number;
}

interface CountDoc {
  day: string;
  metric: Metric;
  /** The dimensions as a JSON array (any text, kept apart without an escaping scheme). */
  dims: string;
  n: number;
}

/** The counter's document id: one per day, metric and dimensions, so counts add up in place. */
export const counterId = (day: string, metric: Metric, dims: readonly string[]) =>
  `${day}:${metric}:${JSON.stringify(dims)}`;

/** Counters in the `analytics-counts` collection, added to in batches (an upsert on PostgreSQL). */
export class AnalyticsRepo extends CollectionRepo<CountDoc> {
  static readonly collection: CollectionSpec = { name: 'analytics-counts', indexes: [{ field: 'day' }] };

  async add(rows: CountRow[]): Promise<void> {
    await this.docs.addCounts(
      'n',
      rows.map((row) => ({
        _id: counterId(row.day, row.metric, row.dims),
        day: row.day,
        metric: row.metric,
        dims: JSON.stringify(row.dims),
        n: row.n,
      })),
    );
  }

  /** Every counter of the days from `from` to `to` (inclusive, YYYY-MM-DD). */
  async between(from: string, to: string): Promise<CountRow[]> {
    // One condition per field: the upper bound goes in an $or of one.
    const docs = await this.docs.find({
      day: { $gt: daysBefore(from, 1) },
      $or: [{ day: { $lt: daysBefore(to, -1) } }],
    });
    return docs.map((doc) => ({
      day: doc.day,
      metric: doc.metric,
      dims: JSON.parse(doc.dims) as string[],
      n: doc.n,
    }));
  }

  /** Deletes every counter of a day before `firstKept`; answers how many. */
  async purgeBefore(firstKept: string): Promise<number> {
    const removed = await this.docs.deleteMany({ day: { $lt: firstKept } });
    if (removed > 0) await this.docs.compact();
    return removed;
  }
}
