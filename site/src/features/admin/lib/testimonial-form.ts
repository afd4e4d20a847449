import type { TestimonialEntry, TestimonialInput } from '#shared/schemas/testimonial.ts';
import type { ContentAdapter } from '../stores/content-adapter.ts';

/** A testimonial as its editor holds it (docs/content.md). */
export interface TestimonialForm {
  quote: string;
  author: string;
  role: string;
  service: string;
}

/** Testimonials are always live: the store's publication fields are sent as they are and kept. */
export const testimonialAdapter: ContentAdapter<'testimonials', TestimonialForm> = {
  kind: 'testimonials',
  empty: () => ({ quote: '', author: '', role: '', service: '' }),
  fromEntry: (entry: TestimonialEntry) => ({
    quote: entry.quote,
    author: entry.author,
    role: entry.role,
    service: entry.service,
  }),
  toBody: (form): Omit<TestimonialInput, 'status' | 'publishAt' | 'version'> => ({ ...form }),
};
