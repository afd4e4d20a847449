import { SERVICES_INDEX } from '#shared/content/services/services-overview.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { KeyFacts } from '../components/key-facts.tsx';
import { ServicesGrid } from '../components/services-grid.tsx';

const content = SERVICES_INDEX;

export const handle: RouteHandle = {
  meta: () => ({
    ...content.meta,
    path: '/services',
    image: content.hero.image,
    preload: heroPreload(content.hero.image),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ]),
    ],
  }),
};

export function Component() {
  return (
    <>
      <Hero {...content.hero} pageKey="services" />
      <ServicesGrid {...content.section} />
      <section className="section section--surface" aria-labelledby="services-reasons-title">
        <div className="container">
          <SectionHeading eyebrow="Why Lumen" title={content.reasons.title} id="services-reasons-title" />
          <KeyFacts facts={content.reasons.items} />
        </div>
      </section>
      <CtaSection {...content.cta} />
    </>
  );
}
