import { type CollectionKey, PORTFOLIO_COLLECTIONS } from '#shared/schemas/portfolio.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores, usePortfolio } from '../stores/use-admin-stores.ts';

/**
 * The left card: the eight services; the chosen one decides which items are listed. Choosing
 * another ends an edit in progress (it belongs to its service), so unsaved changes are asked first.
 */
export function ServiceList() {
  const { portfolio, editor } = useAdminStores();
  const { confirm } = useAdminPlatform();
  const choose = async (key: CollectionKey) => {
    const question = editor.getState().editing ? editor.getState().unsavedWork() : undefined;
    if (key !== portfolio.getState().activeService && question && !(await confirm(question))) return;
    portfolio.getState().selectService(key);
  };
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
              onClick={() => void choose(c.key)}
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
