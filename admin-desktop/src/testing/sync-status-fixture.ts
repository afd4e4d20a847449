import type { SyncStatus } from '../sync/sync-status.ts';

/** The sync status of a signed-in desktop with nothing waiting, for tests to change a part of. */
export const QUIET_STATUS: SyncStatus = {
  siteUrl: 'https://lumen.example',
  online: true,
  signedIn: true,
  needsSignIn: false,
  syncing: false,
  sessionPersistent: true,
  pending: [],
  held: null,
  conflicts: [],
  failures: [],
  uploads: {},
  lastSyncAt: null,
  cacheSavedAt: null,
};
