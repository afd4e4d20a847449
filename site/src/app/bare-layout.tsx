import { Outlet } from 'react-router-dom';

/**
 * A page without the site's navigation bar and footer: a listing's unbranded (MLS) page must carry
 * no agency marketing and no link leaving it (docs/listings.md).
 */
export function BareLayout() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
