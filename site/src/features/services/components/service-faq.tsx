import type { FaqItem, Testimonial } from '#shared/schemas/content.ts';
import { serviceTestimonialSlot } from '#shared/content/testimonials/testimonial-slots.ts';
import { Accordion } from '../../../components/ui/accordion.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TestimonialCard } from '../../../components/ui/testimonial-card.tsx';

export function ServiceFaq({ faqs, slug }: { faqs: FaqItem[]; slug: string }) {
  return (
    <section className="section" aria-labelledby="service-faq-title">
      <div className="container">
        <SectionHeading
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          subtitle="Straight answers to the questions agents ask us most."
          id="service-faq-title"
        />
        <Island of={Accordion} props={{ items: faqs, idPrefix: `${slug}-faq` }} />
      </div>
    </section>
  );
}

export function ServiceTestimonial({ testimonial, slug }: { testimonial: Testimonial; slug: string }) {
  return (
    <section className="section section--cream" aria-labelledby="service-testimonial-title">
      <div className="container service-testimonial">
        <SectionHeading
          eyebrow="Client stories"
          title="What Our Clients Say"
          id="service-testimonial-title"
        />
        <TestimonialCard slot={serviceTestimonialSlot(slug)} testimonial={testimonial} />
      </div>
    </section>
  );
}
