import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { ServiceCard as ServiceCardData } from '#shared/schemas/content.ts';
import { Icon } from './icon.tsx';
import { Reveal } from './reveal.tsx';
import { SlotImage } from './slot-image.tsx';

interface ServiceCardProps {
  card: ServiceCardData;
  index: number;
  /** The page-picture slot of its image (docs/pictures.md), when the owner may replace it. */
  slot?: string;
}

/** A service teaser: optional image, icon, title, description and a 'Learn more' link. */
export function ServiceCard({ card, index, slot }: ServiceCardProps) {
  const style = { '--card-accent': card.color } as CSSProperties;
  return (
    <Reveal as="article" index={index} className="service-card">
      <div className="service-card-inner" style={style}>
        {card.image ? (
          <div className="service-card-media">
            <SlotImage
              slot={slot}
              src={card.image}
              alt=""
              decorative
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            />
          </div>
        ) : null}
        <div className="service-card-body">
          <span className="service-card-icon">
            <Icon name={card.icon} size={26} />
          </span>
          <h3 className="service-card-title">{card.title}</h3>
          <p className="service-card-text">{card.description}</p>
          <Link className="text-link service-card-link" to={card.href}>
            Learn more<span className="visually-hidden"> about {card.title}</span>
            <Icon name="arrow-right" size={16} />
          </Link>
        </div>
      </div>
    </Reveal>
  );
}
