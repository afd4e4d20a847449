import { useStore } from 'zustand';
import type { PostForm } from '../lib/post-form.ts';
import { slugOf } from '../lib/project-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { BlocksEditor } from './blocks-editor.tsx';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';

type Store = ContentStore<'posts', PostForm>;

/** A blog post: its card fields, cover, author and the body blocks. */
export function PostEditor({ store }: { store: Store }) {
  const form = useStore(store, (s) => s.form);
  const current = useStore(store, (s) => s.current);
  const draft = current === null || current.status === 'draft';
  const entries = useStore(store, (s) => s.entries);
  const update = store.getState().update;
  const set = <P extends keyof PostForm>(key: P, value: PostForm[P]) =>
    update((f) => ({ ...f, [key]: value }));
  const known = [...new Set(entries.map((e) => e.category))].sort();

  return (
    <ContentEditorShell store={store} noun="post">
      <TextField
        id="post-title"
        label="Title *"
        value={form.title}
        required
        onChange={(title) =>
          update((f) => ({
            ...f,
            title,
            // A draft's address follows its title until the owner types one (an autosave made
            // while the title was half typed must not fix it); a published address stays.
            slug: draft && (!f.slug || f.slug === slugOf(f.title)) ? slugOf(title) : f.slug,
          }))
        }
      />
      <TextField
        id="post-slug"
        label="Address (slug) *"
        value={form.slug}
        required
        hint={`The page is /blog/${form.slug || '...'}; changing it later keeps the old address working (301).`}
        onChange={(v) => set('slug', v)}
      />
      <TextField
        id="post-excerpt"
        label="Excerpt"
        value={form.excerpt}
        multiline
        onChange={(v) => set('excerpt', v)}
      />
      <div className="admin-field">
        <label htmlFor="post-date">Date *</label>
        <input
          id="post-date"
          type="date"
          value={form.datePublished}
          onChange={(e) => set('datePublished', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="post-category">Category *</label>
        <input
          id="post-category"
          list="post-categories"
          value={form.category}
          aria-describedby="post-category-hint"
          onChange={(e) => set('category', e.target.value)}
        />
        <datalist id="post-categories">
          {known.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <p id="post-category-hint" className="admin-hint">
          Choose one of {known.length ? known.join(', ') : 'the categories'}, or type a new one.
        </p>
      </div>
      <ImagePickerField
        id="post-image"
        label="Cover image *"
        value={form.image}
        onChange={(v) => set('image', v)}
      />
      <TextField
        id="post-image-alt"
        label="Cover alt text *"
        value={form.imageAlt}
        required
        onChange={(v) => set('imageAlt', v)}
      />
      <fieldset className="admin-fieldset">
        <legend className="admin-label">Author</legend>
        <TextField
          id="post-author-name"
          label="Author name"
          value={form.authorName}
          onChange={(v) => set('authorName', v)}
        />
        <TextField
          id="post-author-role"
          label="Author role"
          value={form.authorRole}
          onChange={(v) => set('authorRole', v)}
        />
        <ImagePickerField
          id="post-author-image"
          label="Author photo"
          value={form.authorImage}
          onChange={(v) => set('authorImage', v)}
        />
      </fieldset>
      <BlocksEditor
        blocks={form.blocks}
        onChange={(change) => update((f) => ({ ...f, blocks: change(f.blocks) }))}
      />
      {current ? (
        <p className="admin-hint" data-testid="post-read-time">
          Read time: {current.readTime} (computed when saved)
        </p>
      ) : null}
    </ContentEditorShell>
  );
}
