import { useLoaderData } from 'react-router-dom';
import { findCollectionPage } from '#shared/content/portfolio/collection-pages.ts';
import { Island } from '../../../islands/island.tsx';
import { useWithShippedMedia } from '../../../app/shipped-placeholders.tsx';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import { Hero } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { GalleryGrid } from '../../../components/ui/gallery-grid.island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { collectionMeta } from '../collection-meta.ts';
import { NotFoundSection } from '../../../components/ui/not-found-section.tsx';
import { type CollectionData, loadCollection } from '../portfolio-data.ts';

export const loader = loadCollection;

export const handle: RouteHandle = {
  status: ({ data }) => {
    const collection = data as CollectionData | undefined;
    if (!collection?.found) return 404;
    return collection.failed ? 503 : 200;
  },
  meta: ({ params, data }) =>
    collectionMeta(params.slug ?? '', (data as CollectionData | undefined)?.videos ?? []),
};

/** 'Drone' -> 'Drone Services'; 'AI Services' stays as it is (never 'AI Services Services'). */
const servicesName = (label: string) => (/\bServices$/.test(label) ? label : `${label} Services`);

export function Component() {
  const data = useLoaderData() as CollectionData;
  const withShippedMedia = useWithShippedMedia();
  const page = findCollectionPage(data.slug);
  const collection = findCollectionBySlug(data.slug);
  if (!data.found || !page || !collection)
    return (
      <NotFoundSection
        title="Portfolio Not Found"
        text="We could not find that portfolio. Browse all of our work instead."
        back={{ to: '/portfolio', label: 'View All Portfolios' }}
      />
    );
  return (
    <>
      <Hero {...page.hero} pageKey={`portfolio-${page.slug}`} variant="portfolio" layout="split">
        {page.badges ? (
          <ul className="portfolio-badges" aria-label="What we bring">
            {page.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
      </Hero>
      <section className="section section--lead" aria-labelledby="collection-grid-title">
        <div className="container">
          <SectionHeading title={page.gridTitle} subtitle={page.gridSubtitle} id="collection-grid-title" />
          {data.failed ? (
            <p className="portfolio-notice" role="alert">
              We couldn’t load this portfolio right now. Please refresh the page in a moment.
            </p>
          ) : data.items.length === 0 ? (
            <p className="portfolio-notice">New work for this portfolio is on its way. Check back soon.</p>
          ) : (
            <Island
              of={GalleryGrid}
              props={{ items: withShippedMedia(data.items), wrap: true, idPrefix: `portfolio-${page.slug}` }}
            />
          )}
        </div>
      </section>
      <CtaSection
        {...page.cta}
        secondary={{ label: `Explore ${servicesName(collection.label)}`, to: collection.servicePath }}
      />
    </>
  );
}
