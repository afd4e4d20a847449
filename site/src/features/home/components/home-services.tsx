import { serviceCardSlot } from '#shared/content/pictures/slot-ids.ts';
import { SERVICE_CARDS } from '#shared/content/home/service-cards.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ServiceCard } from '../../../components/ui/service-card.tsx';

/** 'Our Services': the grid of eight service cards. */
export function HomeServices() {
  return (
    <section className="section section--surface" aria-labelledby="home-services-title">
      <div className="container">
        <SectionHeading
          id="home-services-title"
          eyebrow="What We Do"
          title="Our Services"
          subtitle="Everything a listing needs to stand out, from the first photo to the final website, delivered by one team."
        />
        <div className="card-grid home-services-grid">
          {SERVICE_CARDS.map((card, index) => (
            <ServiceCard key={card.href} card={card} index={index % 4} slot={serviceCardSlot(card.href)} />
          ))}
        </div>
      </div>
    </section>
  );
}
