import { COMPANY } from '#shared/content/company.ts';
import { HOME_FAQS } from '#shared/content/home/faqs.ts';
import { Hero, heroPreloadPair } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { DEFAULT_META, type RouteHandle } from '../../../lib/page-meta.ts';
import { FeaturedProjects } from '../components/featured-projects.tsx';
import { HomeAbout } from '../components/home-about.tsx';
import { HomeFaq } from '../components/home-faq.tsx';
import { HomeServices } from '../components/home-services.tsx';
import { LatestInsights } from '../components/latest-insights.tsx';
import { PastClients } from '../components/past-clients.tsx';
import { faqJsonLd } from '../lib/faq-json-ld.ts';

const HERO_DESKTOP = '/images/hero/home-desktop.jpg';
const HERO_MOBILE = '/images/hero/home-mobile.jpg';

export const handle: RouteHandle = {
  meta: () => ({
    title: DEFAULT_META.title,
    description: DEFAULT_META.description,
    path: '/',
    preload: heroPreloadPair(HERO_DESKTOP, HERO_MOBILE),
    jsonLd: [faqJsonLd(HOME_FAQS)],
  }),
};

export function Component() {
  return (
    <>
      <Hero
        variant="home"
        pageKey="home"
        title="Captivating Imagery for Exceptional Property Marketing"
        subtitle={COMPANY.tagline}
        description="Photography, video, drone, 3D tours and websites for real estate professionals across the Greater Toronto Area."
        image={HERO_DESKTOP}
        mobileImage={HERO_MOBILE}
      />
      <HomeAbout />
      <HomeServices />
      <FeaturedProjects />
      <PastClients />
      <LatestInsights />
      <HomeFaq />
      <CtaSection
        title="Ready to make your next listing stand out?"
        text="Tell us about the property and we will put together a custom quote within a few hours."
        primary={{ label: 'Get a Free Quote', to: '/contact' }}
        secondary={{ label: 'Explore Services', to: '/services' }}
      />
    </>
  );
}
