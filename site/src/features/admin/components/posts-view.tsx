import { useStore } from 'zustand';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { useEditorFocus } from './use-editor-focus.ts';
import { ContentList } from './content-list.tsx';
import { PostEditor } from './post-editor.tsx';

/** The Blog section: the list of every post, or the editor of one. */
export function PostsView() {
  const { posts } = useAdminStores();
  const editing = useStore(posts, (s) => s.editing);
  const section = useEditorFocus(posts);
  return (
    <div className="admin-card admin-content-section" ref={section}>
      {editing ? (
        <PostEditor store={posts} />
      ) : (
        <ContentList
          store={posts}
          describe={(p) => `${p.category} · ${p.date} · ${p.readTime}`}
          picture={(p) => p.image || undefined}
        />
      )}
    </div>
  );
}
