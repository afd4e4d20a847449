import type { ListingStats } from '#shared/schemas/listing-delivery.ts';

/**
 * A day of the counts (`2026-11-27`, the agency's day in Toronto: docs/analytics.md) as the agent
 * reads it: `Fri, Nov 27, 2026`. Formatted in UTC only so that the date is not moved by a zone.
 */
const DAY = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * The days worth a row: from the first visit to today, newest first. The figures hold the whole
 * counting period (90 days), and a new listing's page was 90 rows of zeros with today's at the foot.
 */
export function daysToShow(days: ListingStats['days']): ListingStats['days'] {
  const first = days.findIndex((day) => day.views > 0);
  return first < 0 ? [] : days.slice(first).reverse();
}

/** The figures an agent shows the seller: visits per day, video and tour opens, leads. */
export function ListingStatsTable({ stats }: { stats: ListingStats }) {
  const views = stats.days.reduce((sum, day) => sum + day.views, 0);
  const days = daysToShow(stats.days);
  return (
    <section className="delivery-stats" aria-labelledby="delivery-stats-title">
      <h2 id="delivery-stats-title">Statistics</h2>
      <p>Over the last 90 days. Leads are the messages sent from the listing page's form.</p>
      <dl className="listing-fact-list">
        <div className="listing-fact">
          <dt>Page views</dt>
          <dd>{stats.counting ? views : 'Not counted'}</dd>
        </div>
        <div className="listing-fact">
          <dt>Video plays</dt>
          <dd>{stats.counting ? stats.videoPlays : 'Not counted'}</dd>
        </div>
        <div className="listing-fact">
          <dt>3D tour opens</dt>
          <dd>{stats.counting ? stats.tourOpens : 'Not counted'}</dd>
        </div>
        <div className="listing-fact">
          <dt>Leads</dt>
          <dd>{stats.leads}</dd>
        </div>
      </dl>
      {days.length > 0 ? (
        <>
          <table className="delivery-days">
            <caption>Visits by day, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Visitors</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <td>
                    <time dateTime={day.day}>{dayText(day.day)}</time>
                  </td>
                  <td>{day.views}</td>
                  <td>{day.visitors}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Visitors: each person counted once a day, whether they opened the branded page, the MLS page or
            both; someone who comes back on another day is counted again that day.
          </p>
        </>
      ) : stats.counting ? (
        <p>No visits yet: they are listed here by day once the page is shared.</p>
      ) : null}
    </section>
  );
}
