import { SERVICES_ALL } from '#shared/content/services/services-overview.ts';
import { SERVICES_ALL_TESTIMONIAL_SLOT } from '#shared/content/testimonials/testimonial-slots.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TestimonialCard } from '../../../components/ui/testimonial-card.tsx';
import { Industries } from '../components/industries.tsx';
import { overviewHandle, ServicesOverview } from '../components/services-overview.tsx';

const content = SERVICES_ALL;

export const handle = overviewHandle(content, '/services/all', [
  { name: 'Services', path: '/services' },
  { name: 'All Services', path: '/services/all' },
]);

/** /services/all: the same eight services (spec), 'Industries We Serve' and a testimonial. */
export function Component() {
  return (
    <ServicesOverview content={content} pageKey="services-all">
      <Industries {...content.industries} />
      <section className="section section--cream" aria-labelledby="services-all-testimonial-title">
        <div className="container service-testimonial">
          <SectionHeading
            eyebrow="Client stories"
            title="Trusted by GTA Brokerages"
            id="services-all-testimonial-title"
          />
          <TestimonialCard slot={SERVICES_ALL_TESTIMONIAL_SLOT} testimonial={content.testimonial} />
        </div>
      </section>
    </ServicesOverview>
  );
}
