import { findCollectionPage } from '#shared/content/portfolio/collection-pages.ts';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import { heroPreload } from '../../components/layout/hero.tsx';
import type { PageMeta } from '../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../lib/structured-data.ts';
import { type VideoFacts, videoJsonLd } from '../../lib/video-json-ld.ts';

export function collectionMeta(slug: string, videos: readonly VideoFacts[] = []): PageMeta {
  const page = findCollectionPage(slug);
  const collection = findCollectionBySlug(slug);
  const path = `/portfolio/${slug}`;
  if (!page || !collection) {
    return {
      title: 'Portfolio Not Found | Lumen Realty Media',
      description:
        'That portfolio could not be found. Browse all of our real estate media portfolios instead.',
      path,
      noindex: true,
    };
  }
  return {
    ...page.meta,
    path,
    image: page.hero.image,
    preload: heroPreload(page.hero.image),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Portfolio', path: '/portfolio' },
        { name: collection.label, path },
      ]),
      ...videos.map(videoJsonLd),
    ],
  };
}
