import { Island } from '../../../islands/island.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import AdminPage from '../admin-page.island.tsx';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Portfolio Manager | Lumen Realty Media',
    description: 'Owner area of Lumen Realty Media: manage the portfolio, quote requests and subscribers.',
    path: '/admin',
    noindex: true,
  }),
};

/** /admin: the portfolio manager, rendered and run in the browser as one island. */
export function Component() {
  return <Island of={AdminPage} props={{}} />;
}
