import { serviceCardSlot } from '#shared/content/pictures/slot-ids.ts';
import { SERVICE_CARDS } from '#shared/content/home/service-cards.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ServiceCard } from '../../../components/ui/service-card.tsx';

export interface ServicesGridProps {
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** The eight core services (the same cards as the home page). */
export function ServicesGrid({ eyebrow, title, subtitle }: ServicesGridProps) {
  return (
    <section className="section" aria-labelledby="services-grid-title">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} id="services-grid-title" />
        <div className="card-grid services-grid">
          {SERVICE_CARDS.map((card, index) => (
            <ServiceCard key={card.href} card={card} index={index % 4} slot={serviceCardSlot(card.href)} />
          ))}
        </div>
      </div>
    </section>
  );
}
