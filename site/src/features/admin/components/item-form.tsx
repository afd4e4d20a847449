import { type FormEvent, useEffect, useRef } from 'react';
import { itemTypeSchema } from '#shared/schemas/portfolio.ts';
import { FORM_TEXTS, TYPE_OPTIONS } from '../lib/admin-texts.ts';
import { useAdminStores, useEditor, usePortfolio } from '../stores/use-admin-stores.ts';
import { AltTextFields } from './alt-text-fields.tsx';
import { FeaturedOnServiceField } from './featured-on-service-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { SourceField } from './source-field.tsx';
import { TextField } from './text-field.tsx';
import { problemFinder } from './use-field-problems.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';

/** Spec section 2 item 7 and section 5: the add / edit form. */
export function ItemForm() {
  const { editor } = useAdminStores();
  const key = usePortfolio((s) => s.activeService);
  const form = useEditor((s) => s.form);
  const editing = useEditor((s) => s.editing !== null);
  const pending = useEditor((s) => s.pending);
  const problems = useEditor((s) => s.problems);
  const refusals = useEditor((s) => s.refusals);
  const problemAt = problemFinder(problems);
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const set = editor.getState().setField;

  // A refused Add / Update puts the keyboard on the first field it names (its problem shown under
  // it); a problem going as its field is fixed leaves the cursor where the owner types.
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  // Opened by an Edit button that is now gone: start the keyboard at the first field.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) titleRef.current?.focus();
  }, []);

  useSaveShortcut(formRef, pending);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.getState().submit(key);
  };

  return (
    // noValidate: the spec's 'Missing fields' notice, not the browser's bubble, reports empty fields.
    <form
      ref={formRef}
      className="admin-item-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit item' : 'Add item'}
    >
      <TextField
        id="item-title"
        label={FORM_TEXTS.title}
        value={form.title}
        problem={problemAt('title')}
        required
        inputRef={titleRef}
        onChange={(v) => set('title', v)}
      />
      <div className="admin-field">
        <label htmlFor="item-type">{FORM_TEXTS.type}</label>
        <select
          id="item-type"
          required
          value={form.type}
          onChange={(e) => set('type', itemTypeSchema.parse(e.target.value))}
        >
          {TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="item-description"
        label={FORM_TEXTS.description}
        value={form.description}
        problem={problemAt('description')}
        required
        multiline
        onChange={(v) => set('description', v)}
      />
      {form.type === 'image' ? <ImageUploadField /> : null}
      <SourceField
        type={form.type}
        value={form.src}
        problem={problemAt('src')}
        onChange={(v) => set('src', v)}
      />
      {form.type === 'image' ? <AltTextFields /> : null}
      <TextField
        id="item-category"
        label={FORM_TEXTS.category}
        value={form.category}
        problem={problemAt('category')}
        onChange={(v) => set('category', v)}
      />
      <TextField
        id="item-thumbnail"
        label={FORM_TEXTS.thumbnail}
        value={form.thumbnail}
        problem={problemAt('thumbnail')}
        placeholder="/images/portfolio/example.jpg or https://..."
        onChange={(v) => set('thumbnail', v)}
      />
      <TextField
        id="item-specs"
        label={FORM_TEXTS.specs}
        value={form.specs}
        problem={problemAt('specs')}
        placeholder="e.g. 3,200 sq ft | 4 bed | 3 bath"
        onChange={(v) => set('specs', v)}
      />
      <FeaturedOnServiceField collection={key} />
      <div className="admin-form-actions">
        {/* aria-disabled: pressed, it keeps the keyboard (submit ignores a press while pending). */}
        <button
          type="submit"
          className="admin-button admin-button--primary"
          aria-disabled={pending || undefined}
        >
          {editing ? FORM_TEXTS.update : FORM_TEXTS.add}
        </button>
        {editing ? (
          <button
            type="button"
            className="admin-button admin-button--outline"
            onClick={() => {
              editor.getState().cancelEdit();
              editor.getState().setViewMode('manage');
            }}
          >
            {FORM_TEXTS.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
