import { servicePath } from '#shared/content/services/service-summaries.ts';
import { heroPreload } from '../../components/layout/hero.tsx';
import type { PageMeta } from '../../lib/page-meta.ts';
import { breadcrumbJsonLd, serviceJsonLd } from '../../lib/structured-data.ts';
import { videoJsonLd } from '../../lib/video-json-ld.ts';
import type { ServicePageData } from './service-page-data.ts';

/** Head data of /services/{slug}: Service + BreadcrumbList structured data, hero preload. */
export function serviceMeta(data: ServicePageData | undefined, slug: string): PageMeta {
  const page = data?.page;
  if (!page) {
    return {
      title: 'Service Not Found | Lumen Realty Media',
      description:
        'The service you are looking for could not be found. Browse all of our real estate media services.',
      path: servicePath(slug),
      noindex: true,
    };
  }
  const path = servicePath(page.slug);
  return {
    title: page.meta.title,
    description: page.meta.description,
    path,
    image: page.hero.image,
    preload: heroPreload(page.hero.image),
    jsonLd: [
      serviceJsonLd({ name: page.name, description: page.meta.description, path, type: page.card.title }),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: page.card.title, path },
      ]),
      ...(data?.videos ?? []).map(videoJsonLd),
    ],
  };
}
