// The admin's styles load with its route: public pages never download them.
import '../../../styles/admin.css';
import { useState } from 'react';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { AdminApp } from '../admin-app.tsx';
import { AdminPlatformProvider } from '../platform/platform.ts';
import { createWebPlatform } from '../platform/web-platform.ts';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Portfolio Manager | Lumen Realty Media',
    description: 'Owner area of Lumen Realty Media: manage the portfolio, quote requests and subscribers.',
    path: '/admin',
    noindex: true,
  }),
};

/** /admin: the shared admin app on the browser platform. */
export function Component() {
  // Created once per mount; building it during server rendering touches no browser API.
  const [platform] = useState(createWebPlatform);
  return (
    <AdminPlatformProvider value={platform}>
      <AdminApp />
    </AdminPlatformProvider>
  );
}
