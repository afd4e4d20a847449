import { PORTFOLIO_COLLECTIONS } from '#shared/schemas/portfolio.ts';
import { useAdminStores, usePortfolio } from '../stores/use-admin-stores.ts';

/** The left card: the eight services; the chosen one decides which items are listed. */
export function ServiceList() {
  const { portfolio } = useAdminStores();
  const active = usePortfolio((s) => s.activeService);
  const data = usePortfolio((s) => s.data);
  return (
    <nav className="admin-card admin-services" aria-label="Portfolio services">
      <h3 id="admin-services-title">Services</h3>
      <ul>
        {PORTFOLIO_COLLECTIONS.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              className="admin-service"
              aria-pressed={c.key === active}
              onClick={() => portfolio.getState().selectService(c.key)}
            >
              <span>{c.label}</span>
              <span className="admin-count">
                {data?.[c.key]?.length ?? 0}
                <span className="admin-sr-only"> items</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
