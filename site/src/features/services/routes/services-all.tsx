import { Link } from 'react-router-dom';
import { SERVICES_ALL } from '#shared/content/services/services-overview.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TestimonialCard } from '../../../components/ui/testimonial-card.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { Industries } from '../components/industries.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';

const content = SERVICES_ALL;

export const handle: RouteHandle = {
  meta: () => ({
    ...content.meta,
    path: '/services/all',
    image: content.hero.image,
    preload: heroPreload(content.hero.image),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'All Services', path: '/services/all' },
      ]),
    ],
  }),
};

export function Component() {
  return (
    <>
      <Hero {...content.hero} pageKey="services-all" />
      <ServicesGrid {...content.section} />
      <nav className="container more-services" aria-label={content.moreServices.title}>
        <p className="more-services-title">{content.moreServices.title}:</p>
        <ul>
          {content.moreServices.links.map((link) => (
            <li key={link.to}>
              <Link className="text-link" to={link.to}>
                {link.label}
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Industries {...content.industries} />
      <section className="section section--cream" aria-labelledby="services-all-testimonial-title">
        <div className="container service-testimonial">
          <SectionHeading
            eyebrow="Client stories"
            title="Trusted by GTA Brokerages"
            id="services-all-testimonial-title"
          />
          <TestimonialCard testimonial={content.testimonial} />
        </div>
      </section>
      <CtaSection {...content.cta} />
    </>
  );
}
