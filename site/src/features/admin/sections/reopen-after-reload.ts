import { ADMIN_SECTIONS, type SectionId } from './admin-sections.ts';

/** Session storage key of the section a retry's reload opens again (the admin's own tab only). */
const KEY = 'lumen-admin-reopen-section';

/**
 * Reloads the admin and opens `id` again. A screen whose code failed to arrive cannot be fetched
 * again in the same page: Chromium keeps a failed module load for the page's lifetime, so only a
 * new page gets it (docs/admin-shell.md, "A screen that did not arrive").
 */
export function reloadInto(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage refused: the reload still brings the code; the owner opens the section again.
  }
  window.location.reload();
}

/** The section a retry's reload asked for, once; undefined on any other start. */
export function sectionToReopen(): SectionId | undefined {
  try {
    const id = sessionStorage.getItem(KEY);
    if (id === null) return undefined;
    sessionStorage.removeItem(KEY);
    return ADMIN_SECTIONS.find((section) => section.id === id)?.id;
  } catch {
    return undefined;
  }
}
