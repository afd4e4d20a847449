import type { SyncStatus } from '../sync/sync-status.ts';

/**
 * What the bar says of the connection. A session the server ended holds every waiting change until
 * the owner signs in again: "Online" alone read as if they were on their way.
 */
export function connectionText(status: SyncStatus | null | undefined): string {
  if (status && !status.online) return 'Offline';
  if (status?.needsSignIn && status.pending.length > 0)
    return 'Online - sign in again to send the waiting changes';
  // Another owner's changes wait for them: nothing after them is sent, so not "all sent" either.
  if (status?.held) return `Online - changes wait for ${status.held.by} to sign in`;
  return status?.syncing ? 'Online - sending changes...' : 'Online';
}
