/**
 * The Web Vitals the site measures in real visitors' browsers, with the thresholds they are rated
 * against: the spec's section 9 (LCP 2500/4000 ms, FID 100/300, CLS 0.1/0.25, FCP 1800/3000,
 * TTFB 800/1800) and INP at 200/500 ms (FID's successor, as web.dev rates it). Measurements are kept
 * as histograms; every threshold is a bucket edge, so the rating of a p75 read from the buckets is
 * exact.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Upper edges (inclusive) of the histogram buckets, in milliseconds; the last bucket is open. */
const MS_EDGES = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000,
  6000, 8000, 10000, 15000, 20000, 30000,
];
const CLS_EDGES = [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2];

const bucketEdges = (name: VitalName): readonly number[] => (name === 'CLS' ? CLS_EDGES : MS_EDGES);

/** The bucket a measurement falls in: the index of the first edge at or above it. */
export function bucketOf(name: VitalName, value: number): number {
  const edges = bucketEdges(name);
  const i = edges.findIndex((edge) => value <= edge);
  return i < 0 ? edges.length : i;
}

/**
 * The 75th percentile from bucket counts (index -> count), reported as the upper edge of the
 * bucket holding it (the open last bucket reports its lower edge): never better than the truth.
 */
export function p75FromBuckets(name: VitalName, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const edges = bucketEdges(name);
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const index of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(index) ?? 0;
    if (seen >= rank) return edges[Math.min(index, edges.length - 1)]!;
  }
  return edges[edges.length - 1]!;
}
