import { CONTENT_KINDS, type ContentKind } from '#shared/schemas/content-entry.ts';
import type { AdminPlatform, EntryToOpen } from '../platform/platform.ts';
import { ADMIN_SECTIONS } from '../sections/admin-sections.ts';
import type { AdminStores } from './admin-stores.ts';
import { openKeptItem } from './item-reopen.ts';

const isContentKind = (list: string): list is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(list);

/** Opens one entry in its section's editor; answers whether it opened. */
async function openIn(entry: EntryToOpen, stores: AdminStores): Promise<boolean> {
  const { list } = entry;
  if (isContentKind(list)) {
    stores.navigation.getState().setSection(list);
    return stores[list].getState().openKept(entry);
  }
  stores.navigation.getState().setSection('portfolio');
  stores.portfolio.getState().selectService(list);
  return openKeptItem(entry, list, stores);
}

/**
 * Opens each change the host hands over (the desktop's refused ones, "Open in the editor") in its
 * section's editor, and tells the host what became of it. Whatever unsaved work an editor holds is
 * asked about first, as any move to another section is: staying keeps it, nothing opens, and the
 * host is told which section holds the work kept. A save of the opened entry is reported by its
 * editor (kept-origin.ts). Answers the unsubscribe function (one admin at a time follows the
 * host: the next one takes over).
 */
export function followEntriesToOpen(platform: AdminPlatform, stores: AdminStores): () => void {
  const host = platform.entriesToOpen;
  if (!host) return () => undefined;
  const open = async () => {
    const entry = host.take();
    if (!entry) return;
    const holding = stores.leaving.holding();
    if (!(await stores.leaving.confirmLeave())) {
      const keptIn = ADMIN_SECTIONS.find((section) => section.id === holding)?.label;
      return host.report(entry.ref, { status: 'not-opened', ...(keptIn ? { keptIn } : {}) });
    }
    const opened = await openIn(entry, stores);
    host.report(entry.ref, { status: opened ? 'opened' : 'not-opened' });
  };
  // One chosen before this admin was ready (signed in) opens now.
  void open();
  return host.subscribe(() => void open());
}
