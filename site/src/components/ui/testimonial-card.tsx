import type { Testimonial } from '#shared/schemas/content.ts';
import { Icon } from './icon.tsx';

/** A client quote with its author, role and the service it is about. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <div className="testimonial-stars" role="img" aria-label="Rated 5 out of 5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Icon key={i} name="star" size={16} />
        ))}
      </div>
      <blockquote className="testimonial-quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial-author">
        <span className="testimonial-name">{testimonial.author}</span>
        <span className="testimonial-role">{testimonial.role}</span>
        <span className="tag">{testimonial.service}</span>
      </figcaption>
    </figure>
  );
}
