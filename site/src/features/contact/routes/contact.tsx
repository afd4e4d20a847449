import { PAGE_HERO_TEXTS, PAGE_HEROES } from '#shared/content/page-heroes.ts';
import { useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { Island } from '../../../islands/island.tsx';
import { COMPANY } from '#shared/content/company.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { InquiryForm } from '../components/inquiry-form.island.tsx';
import { loadContact } from '../lib/contact-data.ts';
import { statusFromQuery } from '../../../lib/inquiry/form-status.ts';

const HERO_IMAGE = PAGE_HEROES.contact;

export const handle: RouteHandle = {
  meta: () => ({
    title: `Contact Us & Request a Quote | ${COMPANY.name}`,
    description: `Request a quote for real estate photography, video, drone, 3D tours or websites in the Greater Toronto Area. Call ${COMPANY.phone}; we reply within ${COMPANY.emailResponse}.`,
    path: '/contact',
    preload: heroPreload(HERO_IMAGE),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: `Contact ${COMPANY.name}`,
        url: '/contact',
      },
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Contact', path: '/contact' },
      ]),
    ],
  }),
};

export const loader = loadContact;

export function Component() {
  const { formToken, returned } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const query = params.toString();
  // Keyed by the query text so the form's status only resets when the address really changes.
  const status = useMemo(() => statusFromQuery(new URLSearchParams(query)), [query]);
  return (
    <>
      <Hero {...PAGE_HERO_TEXTS.contact} image={HERO_IMAGE} pageKey="contact" />
      <section className="section contact-section" aria-labelledby="quote-form-title">
        <div className="container contact-layout">
          <div className="contact-form-card" id="quote-form">
            <p className="eyebrow">Request a Quote</p>
            <h2 id="quote-form-title" className="contact-form-title">
              Tell Us About Your Project
            </h2>
            <p className="contact-form-intro">
              Share a few details and we will recommend the right package, with pricing and available dates.
            </p>
            <Island
              of={InquiryForm}
              props={{ initialStatus: status, formToken, ...(returned ? { returned } : {}) }}
            />
          </div>
          <ContactDetails />
        </div>
      </section>
      <CtaSection {...PAGE_CTAS.contact} />
    </>
  );
}
