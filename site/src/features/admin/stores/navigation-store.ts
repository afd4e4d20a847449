import { createStore, type StoreApi } from 'zustand/vanilla';
import { FIRST_SECTION, type SectionId } from '../sections/admin-sections.ts';
import { sectionToReopen } from '../sections/reopen-after-reload.ts';

export type Section = SectionId;

export interface NavigationState {
  /**
   * The workspace's section (the sidebar's choice): the spec's portfolio manager or one of ours.
   * Every visit starts on the portfolio manager (spec section 4); the choice is not remembered,
   * except across the reload that fetches a screen's code again (reopen-after-reload.ts).
   * Leaving unsaved work is asked first by whoever calls this (`useLeaveGuard`), not here.
   */
  section: Section;
  setSection(section: Section): void;
}

export function createNavigationStore() {
  return createStore<NavigationState>()((set) => ({
    section: sectionToReopen() ?? FIRST_SECTION,
    setSection: (section) => set({ section }),
  }));
}

export type NavigationStore = StoreApi<NavigationState>;
