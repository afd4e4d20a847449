import type { IndustryTile } from '#shared/schemas/content-services.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

interface IndustriesProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  tiles: IndustryTile[];
}

/** 'Industries We Serve' tiles, each with its headline figure. */
export function Industries({ eyebrow, title, subtitle, tiles }: IndustriesProps) {
  return (
    <section className="section section--dark" aria-labelledby="industries-title">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} id="industries-title" />
        <ul className="industry-grid">
          {tiles.map((tile, index) => (
            <Reveal as="li" index={index} className="industry-tile" key={tile.title}>
              <span className="industry-icon">
                <Icon name={tile.icon} size={26} />
              </span>
              <p className="industry-stat">
                <strong>{tile.stat}</strong> <span>{tile.statLabel}</span>
              </p>
              <h3 className="industry-title">{tile.title}</h3>
              <p className="industry-text">{tile.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
