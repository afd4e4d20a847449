import { useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { ListingDescription } from '../components/listing-description.tsx';
import { ListingFacts, ListingStatusBanner } from '../components/listing-facts.tsx';
import { ListingGone } from '../components/listing-gone.tsx';
import { ListingHeader } from '../components/listing-header.tsx';
import { ListingMedia } from '../components/listing-media.tsx';
import { loadListing, type ListingPageData } from '../listing-data.ts';
import { unbrandedMeta } from '../listing-meta.ts';

export const loader = loadListing;

export const handle: RouteHandle = {
  status: ({ data }) => {
    const page = data as ListingPageData | undefined;
    return page?.listing ? 200 : page?.gone ? 410 : 404;
  },
  meta: ({ data }) => unbrandedMeta(data as ListingPageData | undefined),
};

/**
 * The MLS page (docs/listings.md, "Unbranded rules"): the same photos, facts, video, tour and floor
 * plans, with no agent, brokerage or agency, no form, no share buttons and no link leaving the page.
 */
export function Component() {
  const { listing, gone } = useLoaderData<ListingPageData>();
  if (!listing) return <ListingGone gone={gone} branded={false} />;
  return (
    <article className="listing-page listing-page--unbranded">
      <ListingStatusBanner listing={listing} />
      <ListingHeader listing={listing} />
      <div className="container listing-summary listing-summary--single">
        <ListingFacts listing={listing} />
        <ListingDescription text={listing.description} />
      </div>
      <ListingMedia listing={listing} unbranded />
    </article>
  );
}
