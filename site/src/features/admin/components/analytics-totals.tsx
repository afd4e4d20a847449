import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';

/**
 * What the visitors figure can mean without cookies (docs/analytics.md): nothing links one day's
 * visitor to another's, so a person who comes back counts again, and over a period the days add up.
 * So it is not called "unique visitors": a person on five days of the period is five here.
 */
const VISITORS_NOTE =
  'A visitor is counted once a day (and once a day on each page in Top pages): someone who comes back on another day is counted again, since nothing that recognises a person is kept.';

/** The period's totals: page views, visitors, and the quote requests, listing leads and signups they sent. */
export function PeriodTotals({ totals }: { totals: AnalyticsSummary['totals'] }) {
  return (
    <>
      <dl className="admin-analytics-totals">
        <div>
          <dt>Page views</dt>
          <dd>{totals.views}</dd>
        </div>
        <div>
          <dt>Visitors, counted once a day</dt>
          <dd>{totals.visitors}</dd>
        </div>
        <div>
          <dt>Quote requests, listing leads and signups</dt>
          <dd>{totals.conversions}</dd>
        </div>
      </dl>
      <p className="admin-analytics-note">{VISITORS_NOTE}</p>
    </>
  );
}
