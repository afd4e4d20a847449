import type { ReactNode } from 'react';
import { VITAL_NAMES, VITAL_THRESHOLDS } from '#shared/analytics/web-vitals.ts';
import { type AnalyticsSummary, UNKNOWN_LANDING_PAGE } from '#shared/schemas/analytics.ts';
import { AdminTable } from './admin-table.tsx';
import {
  RATING_LABELS,
  templateLabel,
  UNKNOWN_LANDING_TEXT,
  VITAL_LABELS,
  vitalValue,
} from '../lib/analytics-texts.ts';

interface FigureTableProps {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
  /** A line under the table saying how to read it. */
  note?: string;
}

/** One of the section's tables: a heading, labelled columns, and a line when there is nothing yet. */
export function FigureTable({ title, columns, rows, empty, note }: FigureTableProps) {
  return (
    <section className="admin-analytics-table" aria-label={title}>
      <h4>{title}</h4>
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <>
          <AdminTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(_, i) => i}
            cells={(cells) => cells}
          />
          {note ? <p className="admin-analytics-note">{note}</p> : null}
        </>
      )}
    </section>
  );
}

/** A page of the figures: its name on the site when it has one, its address under it. */
export function PageCell({ path, name }: { path: string; name: string | undefined }) {
  if (path === UNKNOWN_LANDING_PAGE) return UNKNOWN_LANDING_TEXT;
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

/**
 * Visits a measure needs before it is rated: with fewer, the "75% of visits" figure is one or two
 * visits' own (a single slow phone on a bad connection would make a page "Poor").
 */
const MIN_VISITS_TO_RATE = 5;
const FEW_VISITS_NOTE = `A kind of page is rated once at least ${MIN_VISITS_TO_RATE} visits to it have been measured: with fewer, a single slow or fast visit would decide it.`;

/** One measure's cell: its p75 and rating, the thresholds on hover; "Not measured" where none came in. */
function VitalCell({ vital }: { vital: Vital | undefined }) {
  if (!vital) return 'Not measured';
  const rated = vital.samples >= MIN_VISITS_TO_RATE;
  return (
    <span className="admin-vital-cell" title={thresholdText(vital.metric)}>
      {vitalValue(vital.metric, vital.p75)}{' '}
      {rated ? (
        <span className={`admin-vital admin-vital--${vital.rating}`}>{RATING_LABELS[vital.rating]}</span>
      ) : (
        <span className="admin-vital admin-vital--unrated">Too few visits to rate</span>
      )}
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
      columns={['Kind of page', ...metrics.map((metric) => VITAL_LABELS[metric]), 'Visits measured']}
      rows={rows}
      empty="No speed measurements yet: they arrive as visitors leave pages."
      note={FEW_VISITS_NOTE}
    />
  );
}
