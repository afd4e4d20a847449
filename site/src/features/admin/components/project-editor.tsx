import { labelOf } from '#shared/schemas/field-problems.ts';
import { maxLengthAt } from '#shared/schemas/field-limits.ts';
import { PROJECT_LABELS, updateProjectSchema } from '#shared/schemas/project.ts';
import type { ProjectForm } from '../lib/project-form.ts';
import { videoStartNote } from '../lib/video-start-note.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';
import { TitleAndAddress } from './title-and-address.tsx';
import { useContentForm } from './use-content-form.ts';
import { problemsUnder } from './use-field-problems.ts';

type Store = ContentStore<'projects', ProjectForm>;
type TextKey = { [P in keyof ProjectForm]: ProjectForm[P] extends string ? P : never }[keyof ProjectForm];

type TextFieldDef = { key: TextKey; path: string; multiline?: boolean; hint?: string };

/**
 * Every text field the project page shows, in its order: the form's field, its API path (its label
 * is the kind's, shared/schemas/project.ts) and whether it is a paragraph. Short fields in a list
 * share a row (admin-field-row: side by side on a wide screen, stacked on a phone).
 */
const TEXT_FIELDS: (TextFieldDef | TextFieldDef[])[] = [
  {
    key: 'summary',
    path: 'description',
    multiline: true,
    hint: 'One or two sentences for cards and under the title.',
  },
  [
    { key: 'location', path: 'detail.location' },
    { key: 'completedDate', path: 'detail.completedDate', hint: 'As the page shows it, e.g. March 2025.' },
    { key: 'propertyType', path: 'detail.propertyType' },
  ],
  [
    { key: 'area', path: 'detail.area', hint: 'e.g. 3,200 sq ft' },
    { key: 'bedrooms', path: 'detail.bedrooms', hint: 'e.g. 5 bedrooms, 4 bathrooms' },
  ],
  [
    { key: 'category', path: 'category' },
    { key: 'specs', path: 'specs', hint: 'e.g. 3,200 sq ft | 4 bed | 3 bath' },
  ],
  {
    key: 'story',
    path: 'detail.description',
    multiline: true,
    hint: 'The project description on its page.',
  },
  { key: 'challenges', path: 'detail.challenges', multiline: true },
  { key: 'services', path: 'detail.services', multiline: true, hint: 'One service per line.' },
  { key: 'results', path: 'detail.results', multiline: true },
];
const label = (path: string) => labelOf(PROJECT_LABELS, path);

/** Every field of a project's page, the gallery, the video tour and its place on the home page. */
export function ProjectEditor({ store }: { store: Store }) {
  const { form, update, set, problemAt } = useContentForm(store);
  const textField = (field: TextFieldDef) => (
    <TextField
      key={field.key}
      id={`project-${field.key}`}
      label={label(field.path)}
      value={form[field.key]}
      problem={problemAt(field.path)}
      multiline={field.multiline}
      limit={field.multiline ? maxLengthAt(updateProjectSchema, field.path) : undefined}
      hint={field.hint}
      onChange={(v) => set(field.key, v)}
    />
  );

  return (
    <ContentEditorShell store={store}>
      <TitleAndAddress store={store} idPrefix="project" base="/projects/" label={label} />
      <ImagePickerField
        id="project-src"
        label={`${label('src')} *`}
        problem={problemAt('src') ?? problemAt('thumbnail')}
        value={form.src}
        hint="The picture on cards and at the top of the page."
        onChange={(v) => update((f) => ({ ...f, src: v, thumbnail: '' }))}
      />
      {TEXT_FIELDS.map((entry) =>
        Array.isArray(entry) ? (
          <div key={entry[0]!.key} className="admin-field-row">
            {entry.map(textField)}
          </div>
        ) : (
          textField(entry)
        ),
      )}
      <GalleryEditor
        photos={form.gallery}
        problemAt={problemsUnder(problemAt, 'detail.gallery')}
        onChange={(change) => update((f) => ({ ...f, gallery: change(f.gallery) }))}
      />
      <TextField
        id="project-video"
        label={label('detail.videoId')}
        problem={problemAt('detail.videoId')}
        value={form.video}
        note={videoStartNote(form.video)}
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
          <label htmlFor="project-featured">{label('featured')}</label>
        </div>
        <TextField
          id="project-featured-order"
          label={label('featuredOrder')}
          problem={problemAt('featuredOrder')}
          value={form.featuredOrder}
          hint="Lower numbers come first."
          onChange={(v) => set('featuredOrder', v)}
        />
      </div>
    </ContentEditorShell>
  );
}
