import { Link } from 'react-router-dom';
import type { ServicePage } from '#shared/schemas/content-services.ts';
import { Island } from '../../../islands/island.tsx';
import { useWithShippedMedia } from '../../../app/shipped-placeholders.tsx';
import { GalleryGrid } from '../../../components/ui/gallery-grid.island.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function FeaturedWork({ featured, slug }: { featured: ServicePage['featured']; slug: string }) {
  const withShippedMedia = useWithShippedMedia();
  // A gallery read from the portfolio is empty when the owner has removed every item.
  if (featured.items.length === 0) return null;
  return (
    <section className="section featured-work" aria-labelledby="featured-work-title">
      <div className="container">
        <SectionHeading
          eyebrow={featured.eyebrow}
          title={featured.title}
          subtitle={featured.subtitle}
          id="featured-work-title"
        />
        <Island
          of={GalleryGrid}
          props={{
            items: withShippedMedia(featured.items),
            wrap: featured.wrap,
            idPrefix: `${slug}-featured`,
          }}
        />
        {featured.portfolio ? (
          <p className="featured-work-more">
            <Link className="text-link" to={featured.portfolio.to}>
              {featured.portfolio.label}
              <Icon name="arrow-right" size={16} />
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
