import { useStore } from 'zustand';
import { labelOf } from '#shared/schemas/field-problems.ts';
import { maxLengthAt } from '#shared/schemas/field-limits.ts';
import { TESTIMONIAL_LABELS, updateTestimonialSchema } from '#shared/schemas/testimonial.ts';
import type { TestimonialForm } from '../lib/testimonial-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { TextField } from './text-field.tsx';
import { useFieldProblems } from './use-field-problems.ts';

/**
 * One testimonial (docs/content.md): the quote, who said it and the service on its tag. Always
 * live: Save sends the version the form was made from (a stale one is a conflict to reload).
 */
export function TestimonialEditor({ store }: { store: ContentStore<'testimonials', TestimonialForm> }) {
  const form = useStore(store, (s) => s.form);
  const set = (change: Partial<TestimonialForm>) => store.getState().update((f) => ({ ...f, ...change }));
  const problemAt = useFieldProblems(store);
  const label = (key: keyof TestimonialForm) => labelOf(TESTIMONIAL_LABELS, key);
  return (
    <ContentEditorShell store={store} saveLabel="Save testimonial">
      <TextField
        id="testimonial-quote"
        label={`${label('quote')} *`}
        value={form.quote}
        problem={problemAt('quote')}
        multiline
        limit={maxLengthAt(updateTestimonialSchema, 'quote')}
        required
        hint="The client's words, as plain text."
        onChange={(quote) => set({ quote })}
      />
      {/* Side by side on a wide screen (admin-field-row), stacked on a phone. */}
      <div className="admin-field-row">
        <TextField
          id="testimonial-author"
          label={`${label('author')} *`}
          value={form.author}
          problem={problemAt('author')}
          required
          onChange={(author) => set({ author })}
        />
        <TextField
          id="testimonial-role"
          label={`${label('role')}`}
          value={form.role}
          problem={problemAt('role')}
          onChange={(role) => set({ role })}
        />
      </div>
      <TextField
        id="testimonial-service"
        label={`${label('service')}`}
        value={form.service}
        problem={problemAt('service')}
        onChange={(service) => set({ service })}
      />
    </ContentEditorShell>
  );
}
