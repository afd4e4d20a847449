import { ABOUT } from '#shared/content/about/about.ts';
import { COMPANY } from '#shared/content/company.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd, ORGANIZATION_ID } from '../../../lib/structured-data.ts';
import { Founder, MissionVision } from '../components/mission-and-founder.tsx';
import { AboutStats, Milestones, Values } from '../components/values-and-milestones.tsx';
import { WhoWeAre } from '../components/who-we-are.tsx';

export const handle: RouteHandle = {
  meta: () => ({
    title: `About Us | ${COMPANY.name}`,
    description: `Toronto real estate media since ${COMPANY.foundedYear}: ${COMPANY.stats.properties} properties shot for ${COMPANY.stats.clients} clients. Meet the team, our values and our story.`,
    path: '/about',
    preload: heroPreload(ABOUT.hero.image),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: `About ${COMPANY.name}`,
        url: '/about',
        // The site's one organisation (siteJsonLd, foundingDate included), by reference.
        about: { '@id': ORGANIZATION_ID },
      },
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ]),
    ],
  }),
};

export function Component() {
  return (
    <>
      <Hero
        title={ABOUT.hero.title}
        subtitle={ABOUT.hero.subtitle}
        description={ABOUT.hero.description}
        image={ABOUT.hero.image}
        pageKey="about"
      />
      <WhoWeAre content={ABOUT.whoWeAre} highlights={ABOUT.highlights} />
      <MissionVision content={ABOUT.missionVision} />
      <Founder content={ABOUT.founder} />
      <Values values={ABOUT.values} />
      <Milestones milestones={ABOUT.milestones} />
      <AboutStats stats={ABOUT.stats} />
      <CtaSection {...ABOUT.cta} />
    </>
  );
}
