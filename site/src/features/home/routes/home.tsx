import { PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import { type PostCardData, toPostCard } from '#shared/schemas/post-view.ts';
import { featuredProjects, type ProjectCard, toProjectCard } from '#shared/schemas/project-view.ts';

interface HomeData {
  projects: ProjectCard[];
  posts: PostCardData[];
}
import { HOME_FAQS } from '#shared/content/home/faqs.ts';
import { Hero, heroPreloadPair } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { DEFAULT_META, type RouteHandle } from '../../../lib/page-meta.ts';
import { FeaturedProjects } from '../components/featured-projects.tsx';
import { HomeAbout } from '../components/home-about.tsx';
import { HomeFaq } from '../components/home-faq.tsx';
import { HomeServices } from '../components/home-services.tsx';
import { LatestInsights, TEASER_COUNT } from '../components/latest-insights.tsx';
import { PastClients } from '../components/past-clients.tsx';
import { faqJsonLd } from '../lib/faq-json-ld.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';

const HERO_DESKTOP = PAGE_HEROES.homeDesktop;
const HERO_MOBILE = PAGE_HEROES.homeMobile;

/**
 * The featured projects come from the owner's stored projects, read per request. The same for the
 * three newest posts. The home page still renders when either cannot be read (the section is
 * then left out).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const data = siteDataFrom(context);
  const [projects, posts] = await Promise.all([
    data.projects().catch(() => []),
    data.posts().catch(() => []),
  ]);
  return {
    projects: featuredProjects(projects).map(toProjectCard),
    posts: posts.slice(0, TEASER_COUNT).map(toPostCard),
  };
}

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
  const { projects, posts } = useLoaderData<HomeData>();
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
      {projects.length > 0 ? <FeaturedProjects projects={projects} /> : null}
      <PastClients />
      {posts.length > 0 ? <LatestInsights posts={posts} /> : null}
      <HomeFaq />
      <CtaSection {...PAGE_CTAS.home} />
    </>
  );
}
