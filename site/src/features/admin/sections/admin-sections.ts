import type { ComponentType } from 'react';
import { useStore } from 'zustand';
import { readinessToDo } from '../lib/readiness-texts.ts';
import type { AdminStores } from '../stores/admin-stores.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';

/**
 * One section of the admin's workspace: an entry of the sidebar and the screen it opens. Adding a
 * section (Media, Analytics, Trash...) is one entry in ADMIN_SECTIONS below; nothing else lists
 * them (docs/admin-shell.md).
 */
export interface AdminSection {
  /** Stable id: the navigation store's value, and `use-open-entry` opens a content kind by it. */
  id: string;
  /** The sidebar's label, as the owner reads it. */
  label: string;
  /** The screen, loaded on first use (then kept), so the admin's first load stays small. */
  load(): Promise<ComponentType>;
  /**
   * The optional number beside the label (items to do, new requests), or undefined while unknown.
   * A hook: it reads the stores and the sidebar re-renders when it changes.
   */
  useCount?(): number | undefined;
  /** What the number means, for screen readers ("3 new"). */
  countLabel?(count: number): string;
  /**
   * Starts loading what the number is counted from, when nothing has: the workspace calls it once
   * it shows, so every number is in the sidebar from the start, not only after its section was
   * opened.
   */
  loadCount?(stores: CountSources): void;
}

type ContentKind = 'projects' | 'posts' | 'listings';
/** A store that loads a list on demand (the stores' own `load`). */
interface Loadable<Status extends string> {
  getState(): Record<Status, string> & { load(): Promise<void> };
}
/**
 * The stores the numbers are counted from: the part of AdminStores loadCount needs, named here
 * because the stores' types depend on this list (the navigation store's section ids).
 */
type CountSources = Record<ContentKind, Loadable<'listStatus'>> &
  Record<'inquiries' | 'subscribers' | 'readiness', Loadable<'status'>>;

/** A content kind's number of entries, once its list has loaded. */
function useEntryCount(kind: ContentKind): number | undefined {
  const stores: AdminStores = useAdminStores();
  return useStore(stores[kind], (s) => (s.listStatus === 'ready' ? s.entries.length : undefined));
}

function loadEntries(stores: CountSources, kind: ContentKind): void {
  const list = stores[kind].getState();
  if (list.listStatus === 'idle') void list.load();
}

/** Loads a list-like store (quote requests, subscribers, readiness) unless it has been already. */
function loadIdle(store: Loadable<'status'>): void {
  const state = store.getState();
  if (state.status === 'idle') void state.load();
}

/** A number that asks for attention (new requests, things left to do): none shows no badge. */
const attention = (count: number | undefined) => (count ? count : undefined);

export const ADMIN_SECTIONS = [
  {
    id: 'portfolio',
    label: 'Portfolio',
    load: (): Promise<ComponentType> =>
      import('../components/portfolio-manager.tsx').then((m) => m.PortfolioManager),
  },
  {
    id: 'projects',
    label: 'Projects',
    load: (): Promise<ComponentType> => import('../components/projects-view.tsx').then((m) => m.ProjectsView),
    useCount: (): number | undefined => useEntryCount('projects'),
    countLabel: (n: number) => `${n} projects`,
    loadCount: (stores: CountSources) => loadEntries(stores, 'projects'),
  },
  {
    id: 'posts',
    label: 'Blog',
    load: (): Promise<ComponentType> => import('../components/posts-view.tsx').then((m) => m.PostsView),
    useCount: (): number | undefined => useEntryCount('posts'),
    countLabel: (n: number) => `${n} posts`,
    loadCount: (stores: CountSources) => loadEntries(stores, 'posts'),
  },
  {
    id: 'listings',
    label: 'Listings',
    load: (): Promise<ComponentType> => import('../components/listings-view.tsx').then((m) => m.ListingsView),
    useCount: (): number | undefined => useEntryCount('listings'),
    countLabel: (n: number) => `${n} listings`,
    loadCount: (stores: CountSources) => loadEntries(stores, 'listings'),
  },
  {
    id: 'pictures',
    label: 'Pictures',
    load: (): Promise<ComponentType> => import('../components/pictures-view.tsx').then((m) => m.PicturesView),
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    load: (): Promise<ComponentType> =>
      import('../components/testimonials-view.tsx').then((m) => m.TestimonialsView),
  },
  {
    id: 'media',
    label: 'Media',
    load: (): Promise<ComponentType> => import('../components/media-view.tsx').then((m) => m.MediaView),
  },
  {
    id: 'analytics',
    label: 'Analytics',
    load: (): Promise<ComponentType> =>
      import('../components/analytics-view.tsx').then((m) => m.AnalyticsView),
  },
  {
    id: 'inquiries',
    label: 'Inquiries',
    load: (): Promise<ComponentType> =>
      import('../components/inquiries-view.tsx').then((m) => m.InquiriesView),
    useCount: (): number | undefined =>
      useStore(useAdminStores().inquiries, (s) =>
        attention(s.status === 'ready' ? s.list.filter((i) => i.status === 'new').length : undefined),
      ),
    countLabel: (n: number) => `${n} new`,
    loadCount: (stores: CountSources) => loadIdle(stores.inquiries),
  },
  {
    id: 'subscribers',
    label: 'Subscribers',
    load: (): Promise<ComponentType> =>
      import('../components/subscribers-view.tsx').then((m) => m.SubscribersView),
    useCount: (): number | undefined =>
      useStore(useAdminStores().subscribers, (s) => (s.status === 'ready' ? s.list.length : undefined)),
    countLabel: (n: number) => `${n} subscribers`,
    loadCount: (stores: CountSources) => loadIdle(stores.subscribers),
  },
  {
    id: 'trash',
    label: 'Trash',
    load: (): Promise<ComponentType> => import('../components/trash-view.tsx').then((m) => m.TrashView),
  },
  {
    id: 'readiness',
    label: 'Readiness',
    load: (): Promise<ComponentType> =>
      import('../components/readiness-panel.tsx').then((m) => m.ReadinessPanel),
    useCount: (): number | undefined =>
      useStore(useAdminStores().readiness, (s) =>
        attention(s.readiness ? readinessToDo(s.readiness) : undefined),
      ),
    countLabel: (n: number) => `${n} to do`,
    loadCount: (stores: CountSources) => loadIdle(stores.readiness),
  },
] as const satisfies readonly AdminSection[];

export type SectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/** Where every visit starts (spec section 4: the portfolio manager). */
export const FIRST_SECTION: SectionId = 'portfolio';
