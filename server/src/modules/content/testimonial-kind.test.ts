import { describe, expect, it } from 'vitest';
import { SERVICE_PAGES } from '#shared/content/services/service-pages.ts';
import { SERVICES_ALL } from '#shared/content/services/services-overview.ts';
import { TESTIMONIAL_SLOTS } from '#shared/content/testimonials/testimonial-slots.ts';
import { createTestimonialSchema } from '#shared/schemas/testimonial.ts';
import { testimonialKind, testimonialSeed } from './testimonial-kind.ts';

describe('testimonials kind', () => {
  it('when the slots are read from the content modules, then each service page and the overview has one, ids unique, seed valid', () => {
    expect(TESTIMONIAL_SLOTS.map((s) => s.testimonial)).toEqual([
      ...SERVICE_PAGES.map((p) => p.testimonial),
      SERVICES_ALL.testimonial,
    ]);
    expect(new Set(TESTIMONIAL_SLOTS.map((s) => s.id)).size).toBe(TESTIMONIAL_SLOTS.length);
    for (const body of testimonialSeed()) {
      expect(createTestimonialSchema.safeParse(body).success, String(body.id)).toBe(true);
    }
  });

  it('when a testimonial is normalised, then the slot gives its page and address and an unknown slot is refused naming the id', () => {
    const fields = testimonialKind.normalise('service-video', {
      quote: 'Great',
      author: 'Ann',
      role: '',
      service: 'Video',
    });
    expect(fields).toMatchObject({
      slug: 'service-video',
      status: 'published',
      author: 'Ann',
      quote: 'Great',
    });
    expect(fields.page).toMatch(/^Service: /);
    expect(testimonialKind.path({ slug: 'service-video' })).toBe('/services/video');
    expect(testimonialKind.path({ slug: 'services-all' })).toBe('/services/all');
    expect(() => testimonialKind.normalise('nope', { quote: 'q', author: 'a' })).toThrow(
      '"nope" is not a testimonial of the site.',
    );
  });

  it('when text has control characters or blanks, then the schema cleans or refuses it', () => {
    const parsed = createTestimonialSchema.parse({ quote: ' Line one\r\nline two\u0000 ', author: 'A\tB' });
    expect(parsed).toMatchObject({ quote: 'Line one\nline two', author: 'A B', role: '', service: '' });
    expect(createTestimonialSchema.safeParse({ quote: 'q', author: '  ' }).success).toBe(false);
  });
});
