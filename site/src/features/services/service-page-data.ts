import type { LoaderFunctionArgs } from 'react-router-dom';
import { featuredOnServicePage, liveFeaturedCollection } from '#shared/constants/live-featured.ts';
import type { ServicePage } from '#shared/schemas/content-services.ts';
import { toGalleryItem } from '../../lib/gallery-item.ts';
import { siteDataFrom } from '../../lib/site-data.ts';
import { portfolioVideos, type VideoFacts } from '../../lib/video-json-ld.ts';

/**
 * Each service page's content is its own chunk: a visitor of /services/drone downloads the drone
 * page only (the server renders it and hands it over as loader data; navigations fetch the chunk).
 * An unknown slug simply has no module: the glob's keys are the only addresses that load anything.
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(
  '../../../../shared/content/services/pages/*.ts',
);

export interface ServicePageData {
  slug: string;
  page: ServicePage | null;
  /** The videos its featured work shows, for its structured data (never sent to the browser). */
  videos: VideoFacts[];
}

/**
 * A page whose featured work comes from its portfolio shows the items the owner marked, or, with
 * none marked, the collection's first items (as many as it was written with), in the owner's order.
 * If the datastore cannot be read, the written gallery stands in rather than an empty section.
 */
async function withLiveFeatured(
  page: ServicePage,
  context: unknown,
): Promise<{ page: ServicePage; videos: VideoFacts[] }> {
  const key = liveFeaturedCollection(page.slug);
  if (!key) return { page, videos: [] };
  try {
    const items = await siteDataFrom(context).portfolio(key);
    const shown = featuredOnServicePage(items, page.featured.items.length);
    return {
      page: { ...page, featured: { ...page.featured, items: shown.map(toGalleryItem) } },
      videos: portfolioVideos(shown),
    };
  } catch {
    return { page, videos: [] };
  }
}

export async function loadServicePage({ params, context }: LoaderFunctionArgs): Promise<ServicePageData> {
  const slug = params.slug ?? '';
  const load = /^[a-z-]+$/.test(slug)
    ? PAGE_MODULES[`../../../../shared/content/services/pages/${slug}.ts`]
    : undefined;
  if (!load) return { slug, page: null, videos: [] };
  const exports = Object.values(await load()) as ServicePage[];
  const page = exports.find((candidate) => candidate?.slug === slug) ?? null;
  if (!page) return { slug, page: null, videos: [] };
  return { slug, ...(await withLiveFeatured(page, context)) };
}
