import type { AdminStores } from './admin-stores.ts';
import type { Section } from './navigation-store.ts';

/** Where the owner is in the studio: a section, and whether that section's editor is open. */
interface Place {
  section: Section;
  editing: boolean;
}

/** What the studio keeps in a history entry: the place, and whether the entry opened its editor. */
interface StudioEntry {
  studio: Place;
  opensEditor?: boolean;
}

/** The parts of the browser's history and window this uses (the desktop renderer has both too). */
interface HistoryHost {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'back'>;
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
  removeEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
}

/** A content section's store, as far as its editor being open or closed goes. */
interface ContentEditor {
  getState(): { editing: boolean; unsavedWork(): string | undefined; close(): void };
  subscribe(listener: () => void): () => void;
}

const same = (a: Place, b: Place) => a.section === b.section && a.editing === b.editing;

const entryOf = (state: unknown): StudioEntry | undefined => {
  const studio = (state as Partial<StudioEntry> | null)?.studio;
  return studio && typeof studio.section === 'string' ? (state as StudioEntry) : undefined;
};

/**
 * The browser's Back and Forward move through the studio as the owner did (docs/admin-shell.md):
 * each section opened, and each editor opened in a content section, is a history entry, so Back
 * closes the editor or returns to the section before instead of leaving the studio. Leaving
 * unsaved work is asked first, as a click would (the leave guard); the owner who stays stays, and
 * the entry is put back. Every visit still starts on the first section: nothing is read from the
 * address. Answers the detach function.
 */
export function attachStudioHistory(stores: AdminStores, host: HistoryHost): () => void {
  const { navigation, leaving } = stores;
  const editors: Partial<Record<Section, ContentEditor>> = {
    projects: stores.projects,
    posts: stores.posts,
    listings: stores.listings,
    pictures: stores.pictures,
    testimonials: stores.testimonials,
  };
  const editorOf = (section: Section) => editors[section]?.getState();
  const placeNow = (): Place => {
    const section = navigation.getState().section;
    return { section, editing: editorOf(section)?.editing ?? false };
  };
  const push = (entry: StudioEntry) => host.history.pushState(entry, '');

  let shown = placeNow();
  host.history.replaceState({ studio: shown } satisfies StudioEntry, '');
  /** Set while Back or Forward is being followed: those moves are in the history already. */
  let following = false;

  const onChange = () => {
    const now = placeNow();
    if (same(now, shown)) return;
    const before = shown;
    shown = now;
    if (following) return;
    const current = entryOf(host.history.state);
    if (before.editing && !now.editing && now.section === before.section && current?.opensEditor) {
      // Closed on the page (Back to the list, Delete): step back over the editor's entry, so the
      // next Back goes where the owner was before, not to the list already shown.
      following = true;
      host.history.back();
      return;
    }
    const opensEditor = now.editing && !before.editing && now.section === before.section;
    push({ studio: now, ...(opensEditor ? { opensEditor } : {}) });
  };

  const follow = async (target: Place) => {
    const here = placeNow();
    let moved = true;
    if (here.section !== target.section) moved = await leaving.goTo(target.section);
    else if (here.editing && !target.editing) {
      const editor = editorOf(here.section);
      if (editor) moved = await leaving.closeEditor(editor);
    }
    // Forward into an editor that was closed cannot say which entry it held: the list stays.
    shown = placeNow();
    if (!moved) push({ studio: shown });
    else if (!same(shown, target)) host.history.replaceState({ studio: shown } satisfies StudioEntry, '');
  };

  const onPop = (event: PopStateEvent) => {
    const entry = entryOf(event.state);
    if (!entry) return;
    if (following && same(entry.studio, placeNow())) {
      following = false;
      shown = placeNow();
      return;
    }
    following = true;
    void follow(entry.studio).finally(() => {
      following = false;
    });
  };

  const unsubscribe = [navigation, ...Object.values(editors)].map((store) => store.subscribe(onChange));
  host.addEventListener('popstate', onPop);
  return () => {
    for (const stop of unsubscribe) stop();
    host.removeEventListener('popstate', onPop);
  };
}
