import type { ReactNode } from 'react';
import type { Cta } from '#shared/schemas/content-services.ts';
import { Hero, type HeroProps, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { PageMeta, RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { ServicesGrid, type ServicesGridProps } from './services-grid.tsx';

/** What /services and /services/all have in common (shared/content/services/services-overview.ts). */
interface OverviewContent {
  meta: Pick<PageMeta, 'title' | 'description'>;
  hero: Omit<HeroProps, 'pageKey'>;
  section: ServicesGridProps;
  cta: Cta;
}

/** The route handle of an overview page: its head data with the breadcrumb trail down to `path`. */
export function overviewHandle(
  content: OverviewContent,
  path: string,
  trail: { name: string; path: string }[],
): RouteHandle {
  return {
    meta: () => ({
      ...content.meta,
      path,
      image: content.hero.image,
      preload: heroPreload(content.hero.image),
      jsonLd: [breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...trail])],
    }),
  };
}

/**
 * Hero, the eight core services, the page's own sections (`children`) and the closing call to
 * action: the one layout of both services overview pages.
 */
export function ServicesOverview({
  content,
  pageKey,
  children,
}: {
  content: OverviewContent;
  pageKey: string;
  children: ReactNode;
}) {
  return (
    <>
      <Hero {...content.hero} pageKey={pageKey} />
      <ServicesGrid {...content.section} />
      {children}
      <CtaSection {...content.cta} />
    </>
  );
}
