import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ServicePage } from '#shared/schemas/content-services.ts';

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
}

export async function loadServicePage({ params }: LoaderFunctionArgs): Promise<ServicePageData> {
  const slug = params.slug ?? '';
  const load = /^[a-z-]+$/.test(slug)
    ? PAGE_MODULES[`../../../../shared/content/services/pages/${slug}.ts`]
    : undefined;
  if (!load) return { slug, page: null };
  const exports = Object.values(await load()) as ServicePage[];
  return { slug, page: exports.find((candidate) => candidate?.slug === slug) ?? null };
}
