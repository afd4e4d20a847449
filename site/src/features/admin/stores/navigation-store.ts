import { createStore, type StoreApi } from 'zustand/vanilla';
import { FIRST_SECTION, type SectionId } from '../sections/admin-sections.ts';

export type Section = SectionId;

export interface NavigationState {
  /**
   * The workspace's section (the sidebar's choice): the spec's portfolio manager or one of ours.
   * Every visit starts on the portfolio manager (spec section 4); the choice is not remembered.
   * Leaving unsaved work is asked first by whoever calls this (`useLeaveGuard`), not here.
   */
  section: Section;
  setSection(section: Section): void;
}

export function createNavigationStore() {
  return createStore<NavigationState>()((set) => ({
    section: FIRST_SECTION,
    setSection: (section) => set({ section }),
  }));
}

export type NavigationStore = StoreApi<NavigationState>;
