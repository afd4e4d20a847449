import { useLoaderData } from 'react-router-dom';
import { Hero } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { FeaturedWork } from '../components/featured-work.tsx';
import { RelatedServices } from '../components/related-services.tsx';
import { ServiceFaq, ServiceTestimonial } from '../components/service-faq.tsx';
import { ServiceIntro } from '../components/service-intro.tsx';
import { NotFoundSection } from '../../../components/ui/not-found-section.tsx';
import { ServicePackages } from '../components/service-packages.tsx';
import { ServiceProcess } from '../components/service-process.tsx';
import { serviceMeta } from '../service-meta.ts';
import { loadServicePage, type ServicePageData } from '../service-page-data.ts';

export const loader = loadServicePage;

export const handle: RouteHandle = {
  status: ({ data }) => ((data as ServicePageData | undefined)?.page ? 200 : 404),
  meta: ({ data, params }) => serviceMeta(data as ServicePageData | undefined, params.slug ?? ''),
};

export function Component() {
  const { page } = useLoaderData() as ServicePageData;
  if (!page)
    return (
      <NotFoundSection
        title="Service Not Found"
        text="We could not find that service. It may have moved, or the address may be mistyped."
        back={{ to: '/services', label: 'View All Services' }}
      />
    );
  return (
    <>
      <Hero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
        image={page.hero.image}
        pageKey={page.slug}
      />
      <ServiceIntro intro={page.intro} />
      <ServicePackages packages={page.packages} />
      <FeaturedWork featured={page.featured} slug={page.slug} />
      <ServiceProcess process={page.process} />
      <ServiceFaq faqs={page.faqs} slug={page.slug} />
      <ServiceTestimonial testimonial={page.testimonial} slug={page.slug} />
      <RelatedServices page={page} />
      <CtaSection {...page.cta} />
    </>
  );
}
