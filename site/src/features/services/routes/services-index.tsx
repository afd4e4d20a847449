import { SERVICES_INDEX } from '#shared/content/services/services-overview.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { KeyFacts } from '../components/key-facts.tsx';
import { overviewHandle, ServicesOverview } from '../components/services-overview.tsx';

const content = SERVICES_INDEX;

export const handle = overviewHandle(content, '/services', [{ name: 'Services', path: '/services' }]);

/** /services: 'Complete Visual Solutions', the 'Premium Services' grid and why agents choose us. */
export function Component() {
  return (
    <ServicesOverview content={content} pageKey="services">
      <section className="section section--surface" aria-labelledby="services-reasons-title">
        <div className="container">
          <SectionHeading eyebrow="Why Lumen" title={content.reasons.title} id="services-reasons-title" />
          <KeyFacts facts={content.reasons.items} />
        </div>
      </section>
    </ServicesOverview>
  );
}
