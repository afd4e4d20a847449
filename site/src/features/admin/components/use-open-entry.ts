import { useAdminStores } from '../stores/use-admin-stores.ts';

/**
 * Opens the editor of a stored entry from elsewhere (the Readiness section): its section, then the
 * entry. Unsaved work in an open editor is asked about first, as any move to another section is.
 */
export function useOpenEntry() {
  const { leaving, projects, posts, pictures, testimonials } = useAdminStores();
  return async (kind: 'projects' | 'posts' | 'pictures' | 'testimonials', id: string) => {
    if (!(await leaving.goTo(kind))) return;
    const store = { projects, posts, pictures, testimonials }[kind];
    await store.getState().load();
    const entry = store.getState().entries.find((e) => e.id === id);
    if (entry) store.getState().edit(entry as never);
  };
}
