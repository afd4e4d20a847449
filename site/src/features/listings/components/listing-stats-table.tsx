import type { ListingStats } from '#shared/schemas/listing-delivery.ts';

/** The figures an agent shows the seller: visits per day, video and tour opens, leads. */
export function ListingStatsTable({ stats }: { stats: ListingStats }) {
  const views = stats.days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section className="delivery-stats" aria-labelledby="delivery-stats-title">
      <h2 id="delivery-stats-title">Statistics</h2>
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
      {stats.days.length > 0 ? (
        <table className="delivery-days">
          <caption>Visits by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Unique visitors</th>
            </tr>
          </thead>
          <tbody>
            {stats.days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{day.views}</td>
                <td>{day.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
