import { useMemo } from 'react';
import { AdminApp, AdminPlatformProvider } from '../../../site/src/features/admin/index.ts';
import { ConnectionForm } from './connection-form.tsx';
import { createDesktopPlatform } from './desktop-platform.ts';
import { StatusBar } from './status-bar.tsx';
import { SyncPanel } from './sync-panel.tsx';
import { UploadsTray } from './uploads-tray.tsx';
import { useDesktop, useDesktopHandle } from './use-desktop-state.ts';

/**
 * The desktop shell: the site address first, then the web admin's AdminApp, unchanged, on the
 * desktop platform, with the desktop's own status line, offline-changes panel and uploads tray.
 */
export function DesktopApp() {
  const handle = useDesktopHandle();
  const ready = useDesktop((s) => s.ready);
  const siteUrl = useDesktop((s) => s.siteUrl);
  const changingSite = useDesktop((s) => s.changingSite);
  const generation = useDesktop((s) => s.generation);
  const platform = useMemo(() => createDesktopPlatform(handle), [handle]);

  if (!ready) return null;
  if (!siteUrl || changingSite) return <ConnectionForm />;
  return (
    <div className="desktop-shell">
      <StatusBar />
      <AdminPlatformProvider value={platform}>
        {/* A new key starts the admin afresh (another site, or the server's version taken). */}
        <AdminApp key={`${siteUrl}#${generation}`} />
      </AdminPlatformProvider>
      <UploadsTray />
      <SyncPanel />
    </div>
  );
}
