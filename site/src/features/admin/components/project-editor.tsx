import { useStore } from 'zustand';
import type { ProjectForm } from '../lib/project-form.ts';
import { slugOf } from '../lib/project-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';

type Store = ContentStore<'projects', ProjectForm>;
type TextKey = { [P in keyof ProjectForm]: ProjectForm[P] extends string ? P : never }[keyof ProjectForm];

/** Label, field and whether it is a paragraph: every text field the project page shows, in its order. */
const TEXT_FIELDS: { key: TextKey; label: string; multiline?: boolean; hint?: string }[] = [
  {
    key: 'summary',
    label: 'Summary',
    multiline: true,
    hint: 'One or two sentences for cards and under the title.',
  },
  { key: 'location', label: 'Location' },
  { key: 'completedDate', label: 'Completed date', hint: 'As the page shows it, e.g. March 2025.' },
  { key: 'propertyType', label: 'Property type' },
  { key: 'area', label: 'Area', hint: 'e.g. 3,200 sq ft' },
  { key: 'bedrooms', label: 'Bedrooms' },
  { key: 'category', label: 'Category' },
  { key: 'specs', label: 'Card specifications', hint: 'e.g. 3,200 sq ft | 4 bed | 3 bath' },
  { key: 'story', label: 'Story', multiline: true, hint: 'The project description on its page.' },
  { key: 'challenges', label: 'Challenges', multiline: true },
  { key: 'services', label: 'Services', multiline: true, hint: 'One service per line.' },
  { key: 'results', label: 'Results', multiline: true },
];

/** Every field of a project's page, the gallery, the video tour and its place on the home page. */
export function ProjectEditor({ store }: { store: Store }) {
  const form = useStore(store, (s) => s.form);
  const draft = useStore(store, (s) => s.current === null || s.current.status === 'draft');
  const update = store.getState().update;
  const set = <P extends keyof ProjectForm>(key: P, value: ProjectForm[P]) =>
    update((f) => ({ ...f, [key]: value }));

  return (
    <ContentEditorShell store={store} noun="project">
      <TextField
        id="project-title"
        label="Title *"
        value={form.title}
        required
        // A draft's address follows its title until the owner types one (an autosave made while
        // the title was half typed must not fix it); a published address stays.
        onChange={(title) =>
          update((f) => ({
            ...f,
            title,
            slug: draft && (!f.slug || f.slug === slugOf(f.title)) ? slugOf(title) : f.slug,
          }))
        }
      />
      <TextField
        id="project-slug"
        label="Address (slug) *"
        value={form.slug}
        required
        hint={`The page is /projects/${form.slug || '...'}; changing it later keeps the old address working (301).`}
        onChange={(v) => set('slug', v)}
      />
      <ImagePickerField
        id="project-src"
        label="Card image *"
        value={form.src}
        hint="The picture on cards and at the top of the page."
        onChange={(v) => update((f) => ({ ...f, src: v, thumbnail: '' }))}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={`project-${field.key}`}
          label={field.label}
          value={form[field.key]}
          multiline={field.multiline}
          hint={field.hint}
          onChange={(v) => set(field.key, v)}
        />
      ))}
      <GalleryEditor
        photos={form.gallery}
        onChange={(change) => update((f) => ({ ...f, gallery: change(f.gallery) }))}
      />
      <TextField
        id="project-video"
        label="Video tour (YouTube address)"
        value={form.video}
        placeholder="https://www.youtube.com/watch?v=..."
        onChange={(v) => set('video', v)}
      />
      <div className="admin-field-group">
        <div className="admin-checkbox">
          <input
            id="project-featured"
            type="checkbox"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
          <label htmlFor="project-featured">Featured on the home page</label>
        </div>
        <TextField
          id="project-featured-order"
          label="Order on the home page"
          value={form.featuredOrder}
          hint="Lower numbers come first."
          onChange={(v) => set('featuredOrder', v)}
        />
      </div>
    </ContentEditorShell>
  );
}
