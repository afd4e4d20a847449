import type { ServicePage } from '#shared/schemas/content-services.ts';
import { PackageCard } from '../../../components/ui/package-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function ServicePackages({ packages }: { packages: ServicePage['packages'] }) {
  return (
    <section className="section section--surface" aria-labelledby="service-packages-title">
      <div className="container">
        <SectionHeading
          eyebrow={packages.eyebrow}
          title={packages.title}
          subtitle={packages.subtitle}
          id="service-packages-title"
        />
        <ul className={`package-grid package-grid--${packages.items.length}`}>
          {packages.items.map((pkg, index) => (
            <PackageCard key={pkg.title} pkg={pkg} index={index} kind={packages.kind} />
          ))}
        </ul>
      </div>
    </section>
  );
}
