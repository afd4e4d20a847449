import { useSyncExternalStore } from 'react';
import { useAdminPlatform } from '../platform/platform.ts';

/** A visible offline state; what it promises depends on whether the host queues changes. */
export function OfflineBanner() {
  const { connectivity, capabilities } = useAdminPlatform();
  const online = useSyncExternalStore(
    (onChange) => connectivity.subscribe(onChange),
    () => connectivity.isOnline(),
    () => true,
  );
  if (online) return null;
  return (
    <p className="admin-offline" role="status">
      {capabilities.offlineQueue
        ? 'You are offline. Showing the last loaded data; your changes are queued and sent when the connection returns.'
        : 'You are offline. Changes cannot be saved until the connection returns.'}
    </p>
  );
}
