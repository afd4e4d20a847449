import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { TESTIMONIAL_SLOTS, testimonialSlot } from '#shared/content/testimonials/testimonial-slots.ts';
import type { TestimonialInput } from '#shared/schemas/testimonial.ts';
import { badRequest } from '../../http/http-error.ts';
import type { ContentKindDef } from './content-kind.ts';

const slotOrder = new Map(TESTIMONIAL_SLOTS.map((slot, index) => [slot.id, index]));

/**
 * Testimonials (docs/content.md): one entry per slot of the public site, its id the slot's id.
 * Only the text is the owner's (quote, author, role, service); the slot's page comes from the
 * slot list, and the entry is always live.
 */
export const testimonialKind: ContentKindDef = {
  ...CONTENT_MODEL.testimonials,
  // The page a testimonial shows on; unknown ids never reach here (normalise refuses them).
  path: ({ slug }) => testimonialSlot(slug)?.path ?? '/services',
  compare: (a, b) => (slotOrder.get(a.id) ?? 1e6) - (slotOrder.get(b.id) ?? 1e6),
  normalise(id, input) {
    const slot = testimonialSlot(id);
    if (!slot) throw badRequest(`"${id.slice(0, 80)}" is not a testimonial of the site.`);
    const { quote, author, role, service } = input as Required<TestimonialInput>;
    return {
      slug: id,
      title: author,
      page: slot.page,
      status: 'published',
      quote,
      author,
      role,
      service,
    };
  },
};

/** The slots as create bodies: the testimonials the content modules ship. */
export function testimonialSeed(): Record<string, unknown>[] {
  return TESTIMONIAL_SLOTS.map(({ id, testimonial }) => ({ id, ...testimonial }));
}
