import { useStore } from 'zustand';
import { labelOf } from '#shared/schemas/field-problems.ts';
import { maxLengthAt } from '#shared/schemas/field-limits.ts';
import { POST_LABELS, updatePostSchema } from '#shared/schemas/post.ts';
import type { PostForm } from '../lib/post-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { BlocksEditor } from './blocks-editor.tsx';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { FieldProblem } from './field-problem.tsx';
import { TextField } from './text-field.tsx';
import { TitleAndAddress } from './title-and-address.tsx';
import { useContentForm } from './use-content-form.ts';

type Store = ContentStore<'posts', PostForm>;

/** A blog post: its card fields, cover, author and the body blocks. */
export function PostEditor({ store }: { store: Store }) {
  const { form, update, set, problemAt } = useContentForm(store);
  const current = useStore(store, (s) => s.current);
  const entries = useStore(store, (s) => s.entries);
  const known = [...new Set(entries.map((e) => e.category))].filter(Boolean).sort();
  const label = (path: string) => labelOf(POST_LABELS, path);

  return (
    <ContentEditorShell store={store}>
      <TitleAndAddress store={store} idPrefix="post" base="/blog/" label={label} />
      <TextField
        id="post-excerpt"
        label={label('excerpt')}
        problem={problemAt('excerpt')}
        value={form.excerpt}
        multiline
        limit={maxLengthAt(updatePostSchema, 'excerpt')}
        onChange={(v) => set('excerpt', v)}
      />
      {/* Short fields side by side on a wide screen (admin-field-row), stacked on a phone. */}
      <div className="admin-field-row">
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
      <fieldset className="admin-fieldset admin-fieldset--stack">
        <legend className="admin-label">Author</legend>
        <div className="admin-field-row">
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
        </div>
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
