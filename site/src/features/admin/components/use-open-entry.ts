import { useAdminStores } from '../stores/use-admin-stores.ts';

/** Opens the editor of a stored entry from elsewhere (the readiness panel): its tab, then the entry. */
export function useOpenEntry() {
  const { navigation, projects, posts, pictures, testimonials } = useAdminStores();
  return async (kind: 'projects' | 'posts' | 'pictures' | 'testimonials', id: string) => {
    navigation.getState().setSection(kind);
    const store = { projects, posts, pictures, testimonials }[kind];
    await store.getState().load();
    const entry = store.getState().entries.find((e) => e.id === id);
    if (entry) store.getState().edit(entry as never);
  };
}
