import { Link, useLoaderData } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import { PAGE_HERO_TEXTS } from '#shared/content/page-heroes.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { loadSiteMap } from '../site-map-data.ts';

const HERO_IMAGE = '/images/hero/legal.jpg';

/** Every public page: the same groups sitemap.xml's addresses come from. */
export const loader = loadSiteMap;

export const handle: RouteHandle = {
  meta: () => ({
    title: `Sitemap | ${COMPANY.name}`,
    description:
      'Every page of the Lumen Realty Media website: services, portfolio galleries, featured projects, blog, company and legal pages.',
    path: '/sitemap',
    preload: heroPreload(HERO_IMAGE),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Sitemap', path: '/sitemap' },
      ]),
    ],
  }),
};

const groupId = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function Component() {
  const groups = useLoaderData<typeof loadSiteMap>();
  return (
    <>
      <Hero {...PAGE_HERO_TEXTS.siteMap} image={HERO_IMAGE} pageKey="sitemap" />
      <nav className="section site-map" aria-label="All pages">
        <div className="container site-map-grid">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a labelled group of links inside the one sitemap nav, not a fieldset
            <div
              key={group.title}
              className="site-map-group"
              role="group"
              aria-labelledby={groupId(group.title)}
            >
              <h2 id={groupId(group.title)} className="site-map-title">
                {group.title}
              </h2>
              <ul className="site-map-links">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <CtaSection {...PAGE_CTAS.siteMap} />
    </>
  );
}
