import type { Testimonial } from '../../schemas/content.ts';
import { SERVICE_PAGES } from '../services/service-pages.ts';
import { SERVICES_ALL } from '../services/services-overview.ts';

/**
 * Every testimonial slot of the public site, read from the content modules that describe the
 * sample site (they stay the one description of it): each service page's testimonial, then the
 * /services/all overview's. The store is seeded from this list (docs/content.md).
 */
interface TestimonialSlot {
  id: string;
  page: string;
  /** The public address the testimonial shows on. */
  path: string;
  testimonial: Testimonial;
}

/** The slot id of a service page's testimonial (its slug) and of the overview's. */
export const serviceTestimonialSlot = (slug: string) => `service-${slug}`;
export const SERVICES_ALL_TESTIMONIAL_SLOT = 'services-all';

const plain = (title: string) => title.replace(/\|/g, ' ');

export const TESTIMONIAL_SLOTS: readonly TestimonialSlot[] = [
  ...SERVICE_PAGES.map((page) => ({
    id: serviceTestimonialSlot(page.slug),
    page: `Service: ${plain(page.hero.title)}`,
    path: `/services/${page.slug}`,
    testimonial: page.testimonial,
  })),
  {
    id: SERVICES_ALL_TESTIMONIAL_SLOT,
    page: 'All services',
    path: '/services/all',
    testimonial: SERVICES_ALL.testimonial,
  },
];

export function testimonialSlot(id: string): TestimonialSlot | undefined {
  return TESTIMONIAL_SLOTS.find((slot) => slot.id === id);
}
