import type { ServicePackageDetail } from '#shared/schemas/content-services.ts';
import { Icon } from './icon.tsx';
import { Reveal } from './reveal.tsx';

interface PackageCardProps {
  pkg: ServicePackageDetail;
  index: number;
  /** Solution cards (editing) show no popular badge. */
  kind?: 'packages' | 'solutions';
}

/** A service package: icon, title, optional 'Most Popular' badge, price and timeline, four features. */
export function PackageCard({ pkg, index, kind = 'packages' }: PackageCardProps) {
  const popular = kind === 'packages' && pkg.popular;
  return (
    <Reveal as="li" index={index % 3} className={popular ? 'package-card is-popular' : 'package-card'}>
      {popular ? <p className="package-badge">Most Popular</p> : null}
      <span className="package-icon">
        <Icon name={pkg.icon} size={26} />
      </span>
      <h3 className="package-title">{pkg.title}</h3>
      <p className="package-description">{pkg.description}</p>
      {pkg.price || pkg.timeline ? (
        <dl className="package-terms">
          {pkg.price ? (
            <div>
              <dt>Price</dt>
              <dd>{pkg.price}</dd>
            </div>
          ) : null}
          {pkg.timeline ? (
            <div>
              <dt>Timeline</dt>
              <dd>{pkg.timeline}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ul className="package-features">
        {pkg.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} className="package-check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
