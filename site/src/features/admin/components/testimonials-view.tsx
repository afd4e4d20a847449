import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { TestimonialEntry } from '#shared/schemas/testimonial.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { editButtonId, useEditorFocus } from './use-editor-focus.ts';
import { ListLoadNotice } from './content-notices.tsx';
import { TestimonialEditor } from './testimonial-editor.tsx';

/** The Testimonials section: the testimonial of every page that shows one, or the editor of one. */
export function TestimonialsView() {
  const { testimonials } = useAdminStores();
  const editing = useStore(testimonials, (s) => s.editing);
  const section = useEditorFocus(testimonials);
  const entries = useStore(testimonials, (s) => s.entries);
  const status = useStore(testimonials, (s) => s.listStatus);
  const error = useStore(testimonials, (s) => s.listError);

  useEffect(() => {
    void testimonials.getState().load();
  }, [testimonials]);

  if (editing) {
    return (
      <div className="admin-card admin-content-section" ref={section}>
        <TestimonialEditor store={testimonials} />
      </div>
    );
  }
  return (
    <div className="admin-card admin-content-section" ref={section}>
      <div className="admin-items-head">
        <h3 tabIndex={-1}>Testimonials</h3>
      </div>
      <ListLoadNotice status={status} error={error} onRetry={() => void testimonials.getState().load()} />
      <ul className="admin-content-rows">
        {entries.map((entry: TestimonialEntry) => (
          <li key={entry.id} className="admin-content-row">
            <div>
              <p className="admin-picture-label">{entry.page}</p>
              <p className="admin-hint">
                {entry.author}
                {entry.role ? `, ${entry.role}` : ''}
              </p>
            </div>
            <button
              type="button"
              className="admin-button admin-button--outline admin-button--small"
              id={editButtonId('testimonials', entry.id)}
              aria-label={`Edit the testimonial of ${entry.page}`}
              onClick={() => testimonials.getState().edit(entry)}
            >
              Edit
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
