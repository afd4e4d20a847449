import type { ReactNode } from 'react';
import { VITAL_THRESHOLDS } from '#shared/analytics/web-vitals.ts';
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

const thresholdText = (metric: AnalyticsSummary['vitals'][number]['metric']) => {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `good up to ${vitalValue(metric, good)}, poor above ${vitalValue(metric, poor)}`;
};

/** The 75th percentile of each Web Vital per kind of page, on every device, with its rating. */
export function VitalsTable({ vitals }: { vitals: AnalyticsSummary['vitals'] }) {
  const rows = vitals
    .filter((v) => v.device === 'all')
    .map((v) => [
      templateLabel(v.template),
      <span key="m" title={thresholdText(v.metric)}>
        {VITAL_LABELS[v.metric]}
      </span>,
      vitalValue(v.metric, v.p75),
      <span key="r" className={`admin-vital admin-vital--${v.rating}`}>
        {RATING_LABELS[v.rating]}
      </span>,
      v.samples,
    ]);
  return (
    <FigureTable
      title="Speed for real visitors (75% of visits at least this fast)"
      columns={['Pages', 'Measure', 'Value', 'Rating', 'Visits measured']}
      rows={rows}
      empty="No speed measurements yet: they arrive as visitors leave pages."
    />
  );
}
