import { createStore } from 'zustand/vanilla';
import { z } from 'zod';
import type { AdminPlatform } from '../platform/platform.ts';

export const SECTIONS = ['portfolio', 'inquiries', 'subscribers'] as const;
export type Section = (typeof SECTIONS)[number];
const sectionSchema = z.enum(SECTIONS);
const SECTION_KEY = 'active-section';

export interface NavigationState {
  /** The dashboard's top-level view: the spec's portfolio manager, or one of our two extra views. */
  section: Section;
  setSection(section: Section): void;
  restore(): Promise<void>;
}

export function createNavigationStore(platform: AdminPlatform) {
  return createStore<NavigationState>()((set) => ({
    section: 'portfolio',
    setSection(section) {
      set({ section });
      void platform.storage.set(SECTION_KEY, section);
    },
    async restore() {
      const saved = sectionSchema.safeParse(await platform.storage.get(SECTION_KEY));
      if (saved.success) set({ section: saved.data });
    },
  }));
}

export type NavigationStore = ReturnType<typeof createNavigationStore>;
