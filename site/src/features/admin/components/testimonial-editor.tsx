import { useStore } from 'zustand';
import type { TestimonialForm } from '../lib/testimonial-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { TextField } from './text-field.tsx';

/**
 * One testimonial (docs/content.md): the quote, who said it and the service on its tag. Always
 * live: Save sends the version the form was made from (a stale one is a conflict to reload).
 */
export function TestimonialEditor({ store }: { store: ContentStore<'testimonials', TestimonialForm> }) {
  const form = useStore(store, (s) => s.form);
  const set = (change: Partial<TestimonialForm>) => store.getState().update((f) => ({ ...f, ...change }));
  return (
    <ContentEditorShell store={store} noun="testimonial" saveLabel="Save testimonial">
      <TextField
        id="testimonial-quote"
        label="Quote *"
        value={form.quote}
        multiline
        required
        hint="The client's words, as plain text."
        onChange={(quote) => set({ quote })}
      />
      <TextField
        id="testimonial-author"
        label="Name *"
        value={form.author}
        required
        onChange={(author) => set({ author })}
      />
      <TextField
        id="testimonial-role"
        label="Role and company"
        value={form.role}
        onChange={(role) => set({ role })}
      />
      <TextField
        id="testimonial-service"
        label="Service tag"
        value={form.service}
        onChange={(service) => set({ service })}
      />
    </ContentEditorShell>
  );
}
