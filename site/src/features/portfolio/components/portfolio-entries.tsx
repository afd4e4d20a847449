import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { PortfolioIndexEntry } from '#shared/schemas/content-services.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';

/** The eight service portfolios, each card one link. */
export function PortfolioEntries({ entries }: { entries: PortfolioIndexEntry[] }) {
  return (
    <ul className="portfolio-entries">
      {entries.map((entry, index) => (
        <Reveal as="li" index={index % 4} className="portfolio-entry" key={entry.href}>
          <Link
            className="portfolio-entry-link"
            to={entry.href}
            style={{ '--entry-accent': entry.color } as CSSProperties}
          >
            <span className="portfolio-entry-media">
              <ResponsiveImage
                src={entry.image}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="portfolio-entry-image"
              />
            </span>
            <span className="portfolio-entry-body">
              <span className="portfolio-entry-icon">
                <Icon name={entry.icon} size={22} />
              </span>
              <span className="portfolio-entry-title">{entry.title}</span>
              <span className="portfolio-entry-text">{entry.description}</span>
              <span className="portfolio-entry-more">
                View portfolio <Icon name="arrow-right" size={16} />
              </span>
            </span>
          </Link>
        </Reveal>
      ))}
    </ul>
  );
}
