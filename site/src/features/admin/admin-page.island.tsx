// The admin's styles load with its island: public pages never download them.
import './styles/admin-styles.ts';
import { useState } from 'react';
import { AdminApp } from './admin-app.tsx';
import { AdminPlatformProvider } from './platform/platform.ts';
import { createWebPlatform } from './platform/web-platform.ts';

/** /admin: the shared admin app on the browser platform, one island covering the whole page body. */
export function AdminPage() {
  // Created once per mount; building it during server rendering touches no browser API.
  const [platform] = useState(createWebPlatform);
  return (
    <AdminPlatformProvider value={platform}>
      <AdminApp />
    </AdminPlatformProvider>
  );
}

export default AdminPage;
