import type { ReactNode } from 'react';
import { VITAL_NAMES, VITAL_THRESHOLDS } from '#shared/analytics/web-vitals.ts';
import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';
import { AdminTable } from './admin-table.tsx';
import { RATING_LABELS, templateLabel, VITAL_LABELS, vitalValue } from '../lib/analytics-texts.ts';

interface FigureTableProps {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}

/** One of the section's tables: a heading, labelled columns, and a line when there is nothing yet. */
export function FigureTable({ title, columns, rows, empty }: FigureTableProps) {
  return (
    <section className="admin-analytics-table" aria-label={title}>
      <h4>{title}</h4>
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <AdminTable columns={columns} rows={rows} rowKey={(_, i) => i} cells={(cells) => cells} />
      )}
    </section>
  );
}

/** A page of the figures: its name on the site when it has one, its address under it. */
export function PageCell({ path, name }: { path: string; name: string | undefined }) {
  if (!name) return path;
  return (
    <span className="admin-page-cell">
      <span>{name}</span> <span className="admin-page-path">{path}</span>
    </span>
  );
}

type Vital = AnalyticsSummary['vitals'][number];

const thresholdText = (metric: Vital['metric']) => {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `good up to ${vitalValue(metric, good)}, poor above ${vitalValue(metric, poor)}`;
};

/** One measure's cell: its p75 and rating, the thresholds on hover; "Not measured" where none came in. */
function VitalCell({ vital }: { vital: Vital | undefined }) {
  if (!vital) return 'Not measured';
  return (
    <span className="admin-vital-cell" title={thresholdText(vital.metric)}>
      {vitalValue(vital.metric, vital.p75)}{' '}
      <span className={`admin-vital admin-vital--${vital.rating}`}>{RATING_LABELS[vital.rating]}</span>
    </span>
  );
}

/**
 * The 75th percentile of each Web Vital per kind of page, on every device, with its rating: one
 * row per kind of page and a column per measure any page has (a tap's response only once visitors
 * have tapped), so a slow page stands out without reading a row per measure.
 */
export function VitalsTable({ vitals }: { vitals: AnalyticsSummary['vitals'] }) {
  const all = vitals.filter((v) => v.device === 'all');
  const metrics = VITAL_NAMES.filter((metric) => all.some((v) => v.metric === metric));
  const templates = [...new Set(all.map((v) => v.template))];
  const rows = templates.map((template) => {
    const own = all.filter((v) => v.template === template);
    return [
      templateLabel(template),
      ...metrics.map((metric) => <VitalCell key={metric} vital={own.find((v) => v.metric === metric)} />),
      Math.max(...own.map((v) => v.samples)),
    ];
  });
  return (
    <FigureTable
      title="Speed for real visitors (75% of visits at least this fast)"
      columns={['Pages', ...metrics.map((metric) => VITAL_LABELS[metric]), 'Visits measured']}
      rows={rows}
      empty="No speed measurements yet: they arrive as visitors leave pages."
    />
  );
}
