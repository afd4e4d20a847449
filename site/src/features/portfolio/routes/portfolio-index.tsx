import {
  FLAGSHIP_PROJECTS,
  PORTFOLIO_ENTRIES,
  PORTFOLIO_INDEX,
} from '#shared/content/portfolio/portfolio-index.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { FlagshipProjects } from '../components/flagship-projects.tsx';
import { PortfolioEntries } from '../components/portfolio-entries.tsx';

const content = PORTFOLIO_INDEX;

export const handle: RouteHandle = {
  meta: () => ({
    ...content.meta,
    path: '/portfolio',
    image: content.hero.image,
    preload: heroPreload(content.hero.image),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Portfolio', path: '/portfolio' },
      ]),
    ],
  }),
};

export function Component() {
  return (
    <>
      <Hero {...content.hero} pageKey="portfolio" variant="portfolio" layout="split" />
      <section className="section" aria-labelledby="portfolio-entries-title">
        <div className="container">
          <SectionHeading {...content.section} id="portfolio-entries-title" />
          <PortfolioEntries entries={PORTFOLIO_ENTRIES} />
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="flagship-title">
        <div className="container">
          <SectionHeading {...content.flagship} id="flagship-title" />
          <FlagshipProjects projects={FLAGSHIP_PROJECTS} />
        </div>
      </section>
      <CtaSection {...content.cta} />
    </>
  );
}
