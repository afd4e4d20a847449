import { useStore } from 'zustand';
import { labelOf } from '#shared/schemas/field-problems.ts';
import { POST_LABELS } from '#shared/schemas/post.ts';
import type { PostForm } from '../lib/post-form.ts';
import { slugOf } from '../lib/project-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { BlocksEditor } from './blocks-editor.tsx';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { FieldProblem } from './field-problem.tsx';
import { TextField } from './text-field.tsx';
import { useFieldProblems } from './use-field-problems.ts';

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
  const known = [...new Set(entries.map((e) => e.category))].filter(Boolean).sort();
  const problemAt = useFieldProblems(store);
  const label = (path: string) => labelOf(POST_LABELS, path);

  return (
    <ContentEditorShell store={store} noun="post">
      <TextField
        id="post-title"
        label={`${label('title')} *`}
        problem={problemAt('title')}
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
        label={`${label('slug')} *`}
        problem={problemAt('slug')}
        value={form.slug}
        required
        hint={`The page is /blog/${form.slug || '...'}; changing it later keeps the old address working (301).`}
        onChange={(v) => set('slug', v)}
      />
      <TextField
        id="post-excerpt"
        label={label('excerpt')}
        problem={problemAt('excerpt')}
        value={form.excerpt}
        multiline
        onChange={(v) => set('excerpt', v)}
      />
      <div className="admin-field">
        <label htmlFor="post-date">{label('datePublished')} *</label>
        <input
          id="post-date"
          type="date"
          value={form.datePublished}
          aria-invalid={problemAt('datePublished') ? true : undefined}
          aria-describedby={problemAt('datePublished') ? 'post-date-problem' : undefined}
          onChange={(e) => set('datePublished', e.target.value)}
        />
        <FieldProblem id="post-date-problem" problem={problemAt('datePublished')} />
      </div>
      <div className="admin-field">
        <label htmlFor="post-category">{label('category')} *</label>
        <input
          id="post-category"
          list="post-categories"
          value={form.category}
          aria-invalid={problemAt('category') ? true : undefined}
          aria-describedby={
            problemAt('category') ? 'post-category-problem post-category-hint' : 'post-category-hint'
          }
          onChange={(e) => set('category', e.target.value)}
        />
        <FieldProblem id="post-category-problem" problem={problemAt('category')} />
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
        label={`${label('image')} *`}
        problem={problemAt('image')}
        value={form.image}
        onChange={(v) => set('image', v)}
      />
      <TextField
        id="post-image-alt"
        label={`${label('imageAlt')} *`}
        problem={problemAt('imageAlt')}
        value={form.imageAlt}
        required
        onChange={(v) => set('imageAlt', v)}
      />
      <fieldset className="admin-fieldset">
        <legend className="admin-label">Author</legend>
        <TextField
          id="post-author-name"
          label={label('author.name')}
          problem={problemAt('author.name')}
          value={form.authorName}
          onChange={(v) => set('authorName', v)}
        />
        <TextField
          id="post-author-role"
          label={label('author.role')}
          problem={problemAt('author.role')}
          value={form.authorRole}
          onChange={(v) => set('authorRole', v)}
        />
        <ImagePickerField
          id="post-author-image"
          label={label('author.image')}
          problem={problemAt('author.image')}
          value={form.authorImage}
          onChange={(v) => set('authorImage', v)}
        />
      </fieldset>
      <BlocksEditor
        blocks={form.blocks}
        problemAt={problemAt}
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
