import { listingAdapter } from '../lib/listing-form.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { postAdapter } from '../lib/post-form.ts';
import { pictureAdapter } from '../lib/picture-form.ts';
import { projectAdapter } from '../lib/project-form.ts';
import { testimonialAdapter } from '../lib/testimonial-form.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import { attachAutosave, followWaitingChange } from './content-drafts.ts';
import { type ContentStore, createContentStore } from './content-store.ts';
import { createEditorStore } from './editor-store.ts';
import { createInquiriesStore } from './inquiries-store.ts';
import { createLeaveGuard } from './leave-guard.ts';
import { createNavigationStore } from './navigation-store.ts';
import { createPortfolioStore, DEFAULT_SERVICE } from './portfolio-store.ts';
import { createReadinessStore } from './readiness-store.ts';
import { createSessionStore } from './session-store.ts';
import { createSubscribersStore } from './subscribers-store.ts';
import { createToastStore } from './toast-store.ts';
import { createTrashStore } from './trash-store.ts';
import { createUploadsStore } from './uploads-store.ts';
import { createVersionsStore } from './versions-store.ts';

interface AdminStoresOptions {
  /** The pause in typing after which a draft saves itself (AUTOSAVE_DELAY_MS; tests shorten it). */
  autosaveDelayMs?: number;
}

/**
 * All admin state for one platform. The web route, the desktop renderer and tests each create
 * their own set, so nothing is shared through module globals.
 */
export function createAdminStores(platform: AdminPlatform, options: AdminStoresOptions = {}) {
  const toasts = createToastStore();
  const session = createSessionStore(platform, toasts);
  const onUnauthorized = () => session.getState().expire();
  const portfolio = createPortfolioStore(platform, toasts, { onUnauthorized });
  const uploads = createUploadsStore(platform, toasts, {
    onUnauthorized,
    onFirstUploaded: (url) => editor.getState().setField('src', url),
  });
  const editor = createEditorStore(platform, toasts, portfolio, uploads, { onUnauthorized });
  const inquiries = createInquiriesStore(platform, toasts, { onUnauthorized });
  const subscribers = createSubscribersStore(platform, toasts, { onUnauthorized });
  const navigation = createNavigationStore();
  // Stored content: one store per kind for its list and editor, one for the versions shown.
  const projects = createContentStore(platform, toasts, projectAdapter, { onUnauthorized });
  const posts = createContentStore(platform, toasts, postAdapter, { onUnauthorized });
  const pictures = createContentStore(platform, toasts, pictureAdapter, { onUnauthorized });
  const testimonials = createContentStore(platform, toasts, testimonialAdapter, { onUnauthorized });
  const listings = createContentStore(platform, toasts, listingAdapter, { onUnauthorized });
  const versions = createVersionsStore(platform, toasts, { onUnauthorized });
  const readiness = createReadinessStore(platform, { onUnauthorized });
  // A restored entry shows in its list again: the portfolio at once, content lists on their next load.
  const contentStores: Partial<Record<string, { getState(): { load(): Promise<void> } }>> = {
    projects,
    posts,
    pictures,
    testimonials,
    listings,
  };
  const trash = createTrashStore(platform, toasts, {
    onUnauthorized,
    onRestored: (item) => {
      const store = contentStores[item.kind];
      if (store) void store.getState().load();
      else void portfolio.getState().load();
      // A list not loaded yet takes the entry in with its first load, which asks nothing (below).
      recheck();
    },
  });
  // Drafts save themselves as the owner types; pictures and testimonials are always live (no drafts).
  const { autosaveDelayMs } = options;
  attachAutosave(projects, platform, autosaveDelayMs);
  attachAutosave(posts, platform, autosaveDelayMs);
  attachAutosave(listings, platform, autosaveDelayMs);
  for (const store of [projects, posts, pictures, testimonials, listings])
    followWaitingChange(store, platform);
  const guarded = <K extends ContentKind, F>(store: ContentStore<K, F>) => ({
    section: store.getState().kind,
    unsavedWork: () => store.getState().unsavedWork(),
    discard: () => store.getState().close(),
  });
  const leaving = createLeaveGuard(platform, navigation, [
    {
      section: 'portfolio',
      unsavedWork: () => editor.getState().unsavedWork(),
      discard: () => {
        editor.getState().cancelEdit();
        editor.getState().setViewMode('manage');
      },
    },
    guarded(projects),
    guarded(posts),
    guarded(pictures),
    guarded(testimonials),
    guarded(listings),
  ]);
  // What still holds sample content changes with the owner's edits: checked again after each.
  // A list's first load, or a load bringing what it already showed, is no change: the check
  // saw those entries on the server (docs/readiness.md).
  const recheck = () => {
    if (readiness.getState().status !== 'idle') void readiness.getState().load();
  };
  const changed = (before: unknown, after: unknown, firstLoad: boolean) =>
    before !== after && !firstLoad && JSON.stringify(before) !== JSON.stringify(after);
  portfolio.subscribe((s, before) => changed(before.data, s.data, before.data === null) && recheck());
  type List = { entries: unknown; listStatus: string };
  const listChanged = (s: List, before: List) =>
    changed(before.entries, s.entries, before.listStatus !== 'ready' && s.listStatus === 'ready');
  projects.subscribe((s, before) => listChanged(s, before) && recheck());
  posts.subscribe((s, before) => listChanged(s, before) && recheck());
  pictures.subscribe((s, before) => listChanged(s, before) && recheck());
  testimonials.subscribe((s, before) => listChanged(s, before) && recheck());

  /** Whose unsaved work survives an expired session: only they get it back. */
  let draftOwner: string | undefined;
  const forgetDraft = () => {
    editor.getState().cancelEdit();
    editor.getState().setViewMode('manage');
    uploads.getState().clear();
    for (const content of [projects, posts, pictures, testimonials, listings]) content.getState().close();
  };

  session.subscribe((state, previous) => {
    if (previous.status === 'signed-in' && state.status !== 'signed-in') {
      // The data shown is forgotten either way; it is loaded again after the next sign-in.
      portfolio.getState().reset();
      inquiries.getState().reset();
      subscribers.getState().reset();
      trash.getState().reset();
      versions.getState().clear();
      readiness.getState().reset();
      if (state.expired) {
        // The session ended under the owner (a 401 mid-edit): keep the form, the item being edited
        // and the chosen files, so signing in again and pressing Update or Add is enough.
        draftOwner = previous.email;
      } else {
        // A deliberate sign-out forgets the work and starts the next owner where a visit starts.
        draftOwner = undefined;
        forgetDraft();
        projects.getState().reset();
        posts.getState().reset();
        pictures.getState().reset();
        testimonials.getState().reset();
        listings.getState().reset();
        portfolio.getState().selectService(DEFAULT_SERVICE);
        navigation.getState().setSection('portfolio');
      }
    }
    if (previous.status !== 'signed-in' && state.status === 'signed-in') {
      // Someone else signing in after an expiry does not inherit the previous owner's draft.
      if (draftOwner !== undefined && draftOwner !== state.email) forgetDraft();
      // The same owner back: a draft kept through the expiry is sent now, not at the next keystroke.
      else if (draftOwner !== undefined)
        for (const drafts of [projects, posts, listings]) void drafts.getState().autosave();
      draftOwner = undefined;
    }
  });

  return {
    toasts,
    session,
    portfolio,
    editor,
    uploads,
    inquiries,
    subscribers,
    trash,
    navigation,
    projects,
    listings,
    posts,
    pictures,
    testimonials,
    versions,
    readiness,
    leaving,
  };
}

export type AdminStores = ReturnType<typeof createAdminStores>;
