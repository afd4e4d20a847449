import type { Testimonial } from '#shared/schemas/content.ts';
import { usePageTestimonial } from '../../app/page-testimonials.tsx';
import { Icon } from './icon.tsx';
import { Paragraphs } from './paragraphs.tsx';

/**
 * A client quote with its author, role and the service it is about: the owner's testimonial of
 * `slot` (docs/content.md), or the built-in `testimonial` when the store holds none.
 */
export function TestimonialCard({ slot, testimonial: builtIn }: { slot: string; testimonial: Testimonial }) {
  const testimonial = usePageTestimonial(slot, builtIn);
  return (
    <figure className="testimonial-card">
      <div className="testimonial-stars" role="img" aria-label="Rated 5 out of 5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Icon key={i} name="star" size={16} />
        ))}
      </div>
      <blockquote className="testimonial-quote">
        <Paragraphs text={testimonial.quote} />
      </blockquote>
      <figcaption className="testimonial-author">
        <span className="testimonial-name">{testimonial.author}</span>
        <span className="testimonial-role">{testimonial.role}</span>
        <span className="tag">{testimonial.service}</span>
      </figcaption>
    </figure>
  );
}
