import { serviceCardSlot } from '#shared/content/pictures/slot-ids.ts';
import { Link } from 'react-router-dom';
import { SERVICE_SUMMARIES, servicePath } from '#shared/content/services/service-summaries.ts';
import type { ServicePage } from '#shared/schemas/content-services.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ServiceCard } from '../../../components/ui/service-card.tsx';

/** The three related-service cards, plus any extra cross-links (Matterport -> floor plans). */
export function RelatedServices({ page }: { page: ServicePage }) {
  return (
    <section className="section section--surface" aria-labelledby="related-services-title">
      <div className="container">
        <SectionHeading
          eyebrow="Pairs well with"
          title="Related Services"
          subtitle="Combine services in one visit for a complete listing launch."
          id="related-services-title"
        />
        <div className="card-grid related-grid">
          {page.related.map((slug, index) => (
            <ServiceCard
              key={slug}
              index={index}
              card={{ ...SERVICE_SUMMARIES[slug], href: servicePath(slug) }}
              slot={serviceCardSlot(servicePath(slug))}
            />
          ))}
        </div>
        {page.extraLinks?.map((link) => (
          <p className="related-extra" key={link.to}>
            <span>{link.text}</span>
            <Link className="text-link" to={link.to}>
              {link.label}
              <Icon name="arrow-right" size={16} />
            </Link>
          </p>
        ))}
      </div>
    </section>
  );
}
