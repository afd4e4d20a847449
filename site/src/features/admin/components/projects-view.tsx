import { useStore } from 'zustand';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { useEditorFocus } from './use-editor-focus.ts';
import { ContentList } from './content-list.tsx';
import { ProjectEditor } from './project-editor.tsx';

/** The Projects section: the list of every project, or the editor of one. */
export function ProjectsView() {
  const { projects } = useAdminStores();
  const editing = useStore(projects, (s) => s.editing);
  const section = useEditorFocus(projects);
  return (
    <div className="admin-card admin-content-section" ref={section}>
      {editing ? (
        <ProjectEditor store={projects} />
      ) : (
        <ContentList
          store={projects}
          describe={(p) => [`/projects/${p.slug}`, p.detail.location].filter(Boolean).join(' · ')}
          picture={(p) => p.thumbnail || p.src || undefined}
        />
      )}
    </div>
  );
}
