import { useEffect, useMemo } from 'react';
import { AdminDashboard } from './components/admin-dashboard.tsx';
import { AuthRequiredCard } from './components/auth-required-card.tsx';
import { LoadError } from './components/load-error.tsx';
import { StatusScreen } from './components/status-screen.tsx';
import { Toaster } from './components/toaster.tsx';
import { AUTH_TEXTS, DASHBOARD_TEXTS } from './lib/admin-texts.ts';
import { useAdminPlatform } from './platform/platform.ts';
import { createAdminStores } from './stores/admin-stores.ts';
import { followEntriesToOpen } from './stores/entries-to-open.ts';
import { AdminStoresProvider, useAdminStores, usePortfolio, useSession } from './stores/use-admin-stores.ts';

/**
 * The whole portfolio manager. It takes only the platform from context, so the web route and the
 * desktop renderer mount the same component with their own platform.
 */
export function AdminApp() {
  const platform = useAdminPlatform();
  const stores = useMemo(() => createAdminStores(platform), [platform]);
  return (
    <AdminStoresProvider value={stores}>
      <div className="admin-app">
        <AdminScreens />
        <Toaster />
      </div>
    </AdminStoresProvider>
  );
}

/** Spec section 2 /admin: checking, then the sign-in card, or loading and the dashboard. */
function AdminScreens() {
  const platform = useAdminPlatform();
  const stores = useAdminStores();
  const { session, portfolio } = stores;
  const status = useSession((s) => s.status);
  const dataStatus = usePortfolio((s) => s.status);
  const error = usePortfolio((s) => s.error);

  // The session check runs in the browser only (the server renders the checking state).
  useEffect(() => {
    void session.getState().check();
  }, [session]);

  // Portfolio data is loaded only once the check says signed in (spec section 6). The service and
  // view are not restored from an earlier visit: each starts on photography, Manage Items (spec 4).
  useEffect(() => {
    if (status !== 'signed-in') return;
    void portfolio.getState().load();
  }, [status, portfolio]);

  // A change the host kept opens in its editor once an owner is signed in to finish it.
  useEffect(
    () => (status === 'signed-in' ? followEntriesToOpen(platform, stores) : undefined),
    [status, platform, stores],
  );

  if (status === 'checking') return <StatusScreen text={AUTH_TEXTS.checking} />;
  if (status === 'signed-out') return <AuthRequiredCard />;
  if (dataStatus === 'error') {
    return (
      <LoadError
        message={error ?? DASHBOARD_TEXTS.fetchFailed}
        retry={() => void portfolio.getState().load()}
      />
    );
  }
  if (dataStatus !== 'ready') return <StatusScreen text={DASHBOARD_TEXTS.loading} />;
  return <AdminDashboard />;
}
