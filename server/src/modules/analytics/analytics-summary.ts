import { SCREEN_CLASSES } from '#shared/analytics/page-template.ts';
import { p75FromBuckets, rateVital, VITAL_NAMES, type VitalName } from '#shared/analytics/web-vitals.ts';
import {
  type AnalyticsSummary,
  CONVERSION_KINDS,
  type ConversionKind,
  INTERACTION_KINDS,
} from '#shared/schemas/analytics.ts';
import { daysBefore } from '../../lib/agency-day.ts';
import type { CountRow, Metric } from './analytics-repo.ts';
import { referrerSource } from './referrer-source.ts';

/** How many rows each table of the summary lists at most (the largest first). */
const TOP = 50;

/** What a metric's dimensions are summed under: a referrer host as the website it stands for. */
const GROUPED_AS: Partial<Record<Metric, (dims: string[]) => string[]>> = {
  referrer: ([host = '']) => [referrerSource(host)],
  conversion: ([kind = '', landing = '', host = '']) => [kind, landing, host && referrerSource(host)],
};

/** Sums the counts of one metric by its dimensions over the period. */
function totalsOf(rows: CountRow[], metric: Metric): Map<string, { dims: string[]; n: number }> {
  const out = new Map<string, { dims: string[]; n: number }>();
  const grouped = GROUPED_AS[metric];
  for (const row of rows) {
    if (row.metric !== metric) continue;
    const dims = grouped ? grouped(row.dims) : row.dims;
    const key = JSON.stringify(dims);
    const entry = out.get(key);
    if (entry) entry.n += row.n;
    else out.set(key, { dims, n: row.n });
  }
  return out;
}

/**
 * The largest first, at most TOP. Equal counts in the order of their key (code units, not the
 * locale's), so both engines, which return counters in different orders, list and cut them alike.
 */
function top<T extends { n: number }>(entries: Iterable<T>, key: (entry: T) => string): T[] {
  const keyed = [...entries].map((entry) => ({ entry, key: key(entry) }));
  keyed.sort((a, b) => b.entry.n - a.entry.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.slice(0, TOP).map(({ entry }) => entry);
}
const byDims = (entry: { dims: string[] }) => JSON.stringify(entry.dims);

const isConversion = (kind: string): kind is ConversionKind =>
  (CONVERSION_KINDS as readonly string[]).includes(kind);
const isInteraction = (kind: string): kind is (typeof INTERACTION_KINDS)[number] =>
  (INTERACTION_KINDS as readonly string[]).includes(kind);
const isVital = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** p75 and rating of each Web Vital per template, over all devices and per screen class. */
function vitalsOf(rows: CountRow[]): AnalyticsSummary['vitals'] {
  // metric|template|device -> bucket -> count
  const histograms = new Map<string, Map<number, number>>();
  const bump = (key: string, bucket: number, n: number) => {
    const h = histograms.get(key) ?? new Map<number, number>();
    h.set(bucket, (h.get(bucket) ?? 0) + n);
    histograms.set(key, h);
  };
  for (const { dims, n } of totalsOf(rows, 'vital').values()) {
    const [name = '', template = '', device = '', bucket = ''] = dims;
    if (!isVital(name) || !/^\d+$/.test(bucket)) continue;
    bump(JSON.stringify([name, template, 'all']), Number(bucket), n);
    bump(JSON.stringify([name, template, device]), Number(bucket), n);
  }
  const out: AnalyticsSummary['vitals'] = [];
  for (const [key, histogram] of histograms) {
    const [metric, template, device] = JSON.parse(key) as [VitalName, string, string];
    if (device !== 'all' && !(SCREEN_CLASSES as readonly string[]).includes(device)) continue;
    const p75 = p75FromBuckets(metric, histogram);
    if (p75 === null) continue;
    const samples = [...histogram.values()].reduce((a, b) => a + b, 0);
    out.push({
      template,
      device: device as AnalyticsSummary['vitals'][number]['device'],
      metric,
      p75,
      samples,
      rating: rateVital(metric, p75),
    });
  }
  return out.sort(
    (a, b) =>
      a.template.localeCompare(b.template) ||
      a.device.localeCompare(b.device) ||
      VITAL_NAMES.indexOf(a.metric) - VITAL_NAMES.indexOf(b.metric),
  );
}

/** The owner's summary of a period from its counters. */
export function buildSummary(
  rows: CountRow[],
  meta: { enabled: boolean; days: number; from: string; to: string },
): AnalyticsSummary {
  const views = totalsOf(rows, 'view');
  const visitors = totalsOf(rows, 'visitor');
  const pages = top(
    [...views.values()].map(({ dims, n }) => ({
      path: dims[0] ?? '',
      n,
      visitors: visitors.get(JSON.stringify(dims))?.n ?? 0,
    })),
    (page) => page.path,
  ).map(({ path, n, visitors }) => ({ path, views: n, visitors }));

  const perDay = new Map<string, { views: number; visitors: number }>();
  for (let i = meta.days - 1; i >= 0; i--) perDay.set(daysBefore(meta.to, i), { views: 0, visitors: 0 });
  for (const row of rows) {
    const day = perDay.get(row.day);
    if (!day) continue;
    if (row.metric === 'view') day.views += row.n;
    if (row.metric === 'site-visitor') day.visitors += row.n;
  }
  const daily = [...perDay].map(([day, figures]) => ({ day, ...figures }));

  const allConversions = [...totalsOf(rows, 'conversion').values()].filter(({ dims }) =>
    isConversion(dims[0] ?? ''),
  );
  const conversions = top(allConversions, byDims).flatMap(({ dims, n }) => {
    const [kind = '', landingPage = '', referrer = ''] = dims;
    return isConversion(kind) ? [{ kind, landingPage, referrer, count: n }] : [];
  });
  return {
    enabled: meta.enabled,
    days: meta.days,
    from: meta.from,
    to: meta.to,
    totals: {
      views: daily.reduce((a, d) => a + d.views, 0),
      visitors: daily.reduce((a, d) => a + d.visitors, 0),
      // Every lead of the period, not only those the table's 50 rows show.
      conversions: allConversions.reduce((a, c) => a + c.n, 0),
    },
    daily,
    pages,
    referrers: top(totalsOf(rows, 'referrer').values(), byDims).map(({ dims, n }) => ({
      host: dims[0] ?? '',
      views: n,
    })),
    campaigns: top(totalsOf(rows, 'campaign').values(), byDims).map(({ dims, n }) => ({
      source: dims[0] ?? '',
      campaign: dims[1] ?? '',
      views: n,
    })),
    searches: top(totalsOf(rows, 'search').values(), byDims).map(({ dims, n }) => ({
      term: dims[0] ?? '',
      count: n,
    })),
    interactions: top(totalsOf(rows, 'interaction').values(), byDims).flatMap(({ dims, n }) => {
      const [kind = '', path = '', target = ''] = dims;
      return isInteraction(kind) ? [{ kind, path, target, count: n }] : [];
    }),
    conversions,
    vitals: vitalsOf(rows),
  };
}
