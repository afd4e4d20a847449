import { CONTENT_KINDS, type ContentKind } from '#shared/schemas/content-entry.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { AdminStores } from './admin-stores.ts';
import { openKeptItem } from './item-reopen.ts';

const isContentKind = (list: string): list is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(list);

/**
 * Opens each change the host hands over (the desktop's refused ones, "Open in the editor") in its
 * section's editor. Whatever unsaved work an editor holds is asked about first, as any move to
 * another section is: staying keeps it, and the change stays in the host's list. Answers the
 * unsubscribe function (one admin at a time follows the host: the next one takes over).
 */
export function followEntriesToOpen(platform: AdminPlatform, stores: AdminStores): () => void {
  const host = platform.entriesToOpen;
  if (!host) return () => undefined;
  const open = async () => {
    const entry = host.take();
    if (!entry) return;
    if (!(await stores.leaving.confirmLeave())) return;
    const { list } = entry;
    if (isContentKind(list)) {
      stores.navigation.getState().setSection(list);
      return stores[list].getState().openKept(entry);
    }
    stores.navigation.getState().setSection('portfolio');
    stores.portfolio.getState().selectService(list);
    await openKeptItem(entry, list, stores);
  };
  // One chosen before this admin was ready (signed in) opens now.
  void open();
  return host.subscribe(() => void open());
}
