import { useEffect, useState } from 'react';
import { messageOf } from '#shared/api/api-error.ts';
import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';
import { CONVERSION_LABELS, INTERACTION_LABELS, PERIODS } from '../lib/analytics-texts.ts';
import { isStatus } from '../lib/error-notice.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { PeriodTotals } from './analytics-totals.tsx';
import { FigureTable, PageCell, VitalsTable } from './analytics-tables.tsx';
import { LoadError } from './load-error.tsx';
import { StatusScreen } from './status-screen.tsx';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; summary: AnalyticsSummary };

/**
 * How the site is doing (docs/analytics.md): visits over a chosen period, where visitors come
 * from, what they search for, which pages bring quote requests, and how fast pages are for real
 * visitors. Figures only; nothing here names a visitor.
 */
export function AnalyticsView() {
  const platform = useAdminPlatform();
  const { session } = useAdminStores();
  // The period asked for; a new object also on "Try again", so the same period is asked again.
  const [request, setRequest] = useState({ days: 30 });
  const { days } = request;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad((before) => (before.status === 'ready' ? before : { status: 'loading' }));
    platform.api.analyticsSummary(request.days).then(
      (summary) => current && setLoad({ status: 'ready', summary }),
      (error: unknown) => {
        if (isStatus(error, 401)) return session.getState().expire();
        if (current) setLoad({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [platform, session, request]);

  if (load.status === 'loading') return <StatusScreen text="Loading the figures..." />;
  if (load.status === 'error') return <LoadError message={load.message} retry={() => setRequest({ days })} />;
  const { summary } = load;
  const page = (path: string) => <PageCell path={path} name={summary.names?.[path]} />;
  return (
    <section className="admin-card admin-analytics" aria-labelledby="admin-analytics-title">
      <div className="admin-items-head">
        <h3 id="admin-analytics-title">Visitors</h3>
        <label className="admin-analytics-period">
          Period{' '}
          <select value={days} onChange={(e) => setRequest({ days: Number(e.target.value) })}>
            {PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </div>
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
