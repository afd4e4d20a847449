import { createStore } from 'zustand/vanilla';

const SECTIONS = [
  'portfolio',
  'projects',
  'posts',
  'pictures',
  'testimonials',
  'inquiries',
  'subscribers',
  'analytics',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface NavigationState {
  /**
   * The dashboard's top-level view: the spec's portfolio manager, or one of our two extra views.
   * Every visit starts on the portfolio manager (spec section 4); the choice is not remembered.
   */
  section: Section;
  setSection(section: Section): void;
}

export function createNavigationStore() {
  return createStore<NavigationState>()((set) => ({
    section: 'portfolio',
    setSection: (section) => set({ section }),
  }));
}
