import { createContext, useContext } from 'react';
import type { Testimonial } from '#shared/schemas/content.ts';
import type { TestimonialMap } from '#shared/schemas/testimonial.ts';

/**
 * The owner's testimonials for one server render (docs/content.md): read from the datastore by the
 * server before it renders, absent at build time (the built-in ones are drawn).
 */
export const PageTestimonialsContext = createContext<TestimonialMap>({});

/** The testimonial of `slot`: the stored one, or the built-in `fallback` when the store holds none. */
export function usePageTestimonial(slot: string, fallback: Testimonial): Testimonial {
  return useContext(PageTestimonialsContext)[slot] ?? fallback;
}
