import { useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { AgentCard } from '../components/agent-card.tsx';
import { ListingDescription } from '../components/listing-description.tsx';
import { ListingFacts, ListingStatusBanner } from '../components/listing-facts.tsx';
import { ListingFlyerQr } from '../components/listing-flyer-qr.tsx';
import { ListingGone } from '../components/listing-gone.tsx';
import { LeadForm } from '../components/lead-form.island.tsx';
import { ListingHeader } from '../components/listing-header.tsx';
import { ListingMedia } from '../components/listing-media.tsx';
import { Island } from '../../../islands/island.tsx';
import { loadListing, type ListingPageData } from '../listing-data.ts';
import { listingMeta } from '../listing-meta.ts';

export const loader = loadListing;

export const handle: RouteHandle = {
  status: ({ data }) => {
    const page = data as ListingPageData | undefined;
    return page?.listing ? 200 : page?.gone ? 410 : 404;
  },
  meta: ({ data }) => listingMeta(data as ListingPageData | undefined),
};

/** A property website (docs/listings.md): photos, facts, media, the agent and a lead form. */
export function Component() {
  const { listing, gone, formToken, lead, returned } = useLoaderData<ListingPageData>();
  if (!listing) return <ListingGone gone={gone} branded />;
  return (
    <article className="listing-page">
      <ListingStatusBanner listing={listing} />
      <ListingHeader listing={listing} />
      <div className="container listing-summary">
        <div>
          <ListingFacts listing={listing} />
          <ListingDescription text={listing.description} />
        </div>
        <div className="listing-contact">
          <AgentCard agent={listing.agent} />
          <ListingFlyerQr listing={listing} />
          <section className="listing-lead" id="lead-form" aria-labelledby="listing-lead-title">
            <h2 id="listing-lead-title" className="listing-section-title">
              Ask About This Property
            </h2>
            <Island
              of={LeadForm}
              props={{
                slug: listing.slug,
                address: listing.address,
                formToken,
                initialStatus: lead,
                ...(returned ? { returned } : {}),
              }}
            />
          </section>
        </div>
      </div>
      <ListingMedia listing={listing} />
    </article>
  );
}
