import type { AdminPlatform } from '../platform/platform.ts';
import type { Section } from './navigation-store.ts';
import type { NavigationStore } from './navigation-store.ts';

/** An editor whose unsaved work the guard protects. */
interface GuardedEditor {
  /** The section it is the editor of. */
  section: Section;
  /** The question to ask before its work is dropped, or undefined when it holds none. */
  unsavedWork(): string | undefined;
  /** Drops the work (the owner chose to leave it). */
  discard(): void;
}

/**
 * Never lose work by a click (docs/admin-shell.md): moving to another section, or anything else
 * that replaces the editor's content, asks first while an editor holds unsaved changes; the owner
 * who stays keeps every edit. Leaving the page is asked by the browser (`useUnloadGuard`).
 */
export function createLeaveGuard(
  platform: AdminPlatform,
  navigation: NavigationStore,
  editors: GuardedEditor[],
) {
  const unsavedWork = () => editors.map((e) => e.unsavedWork()).find((q) => q !== undefined);
  const confirmLeave = async (): Promise<boolean> => {
    const question = unsavedWork();
    if (question === undefined) return true;
    if (!(await platform.confirm(question))) return false;
    for (const editor of editors) if (editor.unsavedWork() !== undefined) editor.discard();
    return true;
  };
  return {
    unsavedWork,
    /** The section whose editor holds unsaved work (the first asked about), or undefined. */
    holding: (): Section | undefined => editors.find((e) => e.unsavedWork() !== undefined)?.section,
    confirmLeave,
    /** Closes one editor ("Back to the list"), asking first when it holds unsaved work. */
    async closeEditor(editor: { unsavedWork(): string | undefined; close(): void }): Promise<boolean> {
      const question = editor.unsavedWork();
      if (question !== undefined && !(await platform.confirm(question))) return false;
      editor.close();
      return true;
    },
    /** Opens another section of the workspace once the owner agreed to leave unsaved work. */
    async goTo(section: Section): Promise<boolean> {
      if (navigation.getState().section === section) return true;
      if (!(await confirmLeave())) return false;
      navigation.getState().setSection(section);
      return true;
    },
  };
}
