import { useEffect, useReducer, useState } from 'react';
import { messageOf } from '#shared/api/api-error.ts';
import { figuresReducer, firstFigures } from '../lib/analytics-load.ts';
import { CONVERSION_LABELS, FIGURES_TEXTS, INTERACTION_LABELS, PERIODS } from '../lib/analytics-texts.ts';
import { isStatus } from '../lib/error-notice.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { PeriodTotals } from './analytics-totals.tsx';
import { FigureTable, PageCell, VitalsTable } from './analytics-tables.tsx';
import { LoadError } from './load-error.tsx';
import { StatusScreen } from './status-screen.tsx';

/** The period shown first. */
const FIRST_DAYS = 30;

/**
 * How the site is doing (docs/analytics.md): visits over a chosen period, where visitors come
 * from, what they search for, which pages bring quote requests, and how fast pages are for real
 * visitors. Figures only; nothing here names a visitor. Figures on screen stay while another
 * period loads or when it cannot be loaded (lib/analytics-load.ts).
 */
export function AnalyticsView() {
  const platform = useAdminPlatform();
  const { session } = useAdminStores();
  // The period asked for; a new object also on "Try again", so the same period is asked again.
  const [request, setRequest] = useState({ days: FIRST_DAYS });
  const [state, dispatch] = useReducer(figuresReducer, FIRST_DAYS, firstFigures);

  useEffect(() => {
    let current = true;
    const { days } = request;
    dispatch({ type: 'ask', days });
    platform.api.analyticsSummary(days).then(
      (summary) => current && dispatch({ type: 'answer', days, summary }),
      (error: unknown) => {
        if (isStatus(error, 401)) return session.getState().expire();
        if (current) dispatch({ type: 'fail', days, message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [platform, session, request]);

  const { shown, days, loading, failed } = state;
  const askAgain = (asked: number) => setRequest({ days: asked });
  if (!shown) {
    if (failed) return <LoadError message={failed.message} retry={() => askAgain(failed.days)} />;
    return <StatusScreen text={FIGURES_TEXTS.firstLoad} />;
  }
  const { summary } = shown;
  const page = (path: string) => <PageCell path={path} name={summary.names?.[path]} />;
  return (
    <section
      className="admin-card admin-analytics"
      aria-labelledby="admin-analytics-title"
      aria-busy={loading}
    >
      <div className="admin-items-head">
        <h3 id="admin-analytics-title">Visitors</h3>
        <label className="admin-analytics-period">
          Period{' '}
          <select value={days} onChange={(e) => askAgain(Number(e.target.value))}>
            {PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading ? (
        <p className="admin-analytics-note" role="status">
          {FIGURES_TEXTS.loading(days)}
        </p>
      ) : null}
      {failed ? (
        <div className="admin-analytics-failed" role="alert">
          <p>{FIGURES_TEXTS.notLoaded(failed.days, shown.days, failed.message)}</p>
          <button type="button" className="admin-button" onClick={() => askAgain(failed.days)}>
            Try again
          </button>
        </div>
      ) : null}
      {summary.enabled ? null : (
        <p className="admin-analytics-note">
          Counting is turned off on this site (ANALYTICS=off): these are earlier figures.
        </p>
      )}
      <PeriodTotals totals={summary.totals} />
      <AnalyticsChart daily={summary.daily} />
      <div className="admin-analytics-grid">
        <FigureTable
          title="Top pages"
          columns={['Page', 'Views', 'Visitors']}
          rows={summary.pages.map((p) => [page(p.path), p.views, p.visitors])}
          empty="No visits yet in this period."
        />
        <FigureTable
          title="Where visitors come from"
          columns={['Website', 'Visits']}
          rows={summary.referrers.map((r) => [r.host, r.views])}
          empty="No visits from other websites yet."
        />
        <FigureTable
          title="Campaigns"
          columns={['Source', 'Campaign', 'Visits']}
          rows={summary.campaigns.map((c) => [c.source, c.campaign, c.views])}
          empty="No campaign links used yet (addresses with utm_source or utm_campaign)."
        />
        <FigureTable
          title="Site searches"
          columns={['Searched for', 'Times']}
          rows={summary.searches.map((s) => [s.term, s.count])}
          empty="Nobody searched the site in this period."
        />
        <FigureTable
          title="Quote requests, listing leads and signups by landing page"
          columns={['What', 'First page of the visit', 'Came from', 'Times']}
          rows={summary.conversions.map((c) => [
            CONVERSION_LABELS[c.kind],
            page(c.landingPage),
            c.referrer || 'Direct or unknown',
            c.count,
          ])}
          empty="No quote requests, listing leads or signups in this period."
        />
        <FigureTable
          title="Videos, tours and links out"
          columns={['What', 'Page', 'Times']}
          rows={summary.interactions.map((i) => [
            i.target ? `${INTERACTION_LABELS[i.kind]} ${i.target}` : INTERACTION_LABELS[i.kind],
            page(i.path),
            i.count,
          ])}
          empty="No videos played, tours opened or links followed yet."
        />
      </div>
      <VitalsTable vitals={summary.vitals} />
    </section>
  );
}
