import { LISTING_STATUS_LABELS, type ListingEntry } from '#shared/schemas/listing.ts';
import { fullAddress, priceText } from '../listing-data.ts';

/** The facts list of a listing; each shown only when the owner filled it in. */
export function ListingFacts({ listing }: { listing: ListingEntry }) {
  const facts: [string, string][] = [
    ['Status', LISTING_STATUS_LABELS[listing.listingStatus]],
    ...(listing.price !== undefined ? ([['Price', priceText(listing.price)]] as [string, string][]) : []),
    ...(listing.bedrooms !== undefined
      ? ([['Bedrooms', String(listing.bedrooms)]] as [string, string][])
      : []),
    ...(listing.bathrooms !== undefined
      ? ([['Bathrooms', String(listing.bathrooms)]] as [string, string][])
      : []),
    ...(listing.area ? ([['Living area', listing.area]] as [string, string][]) : []),
    ...(listing.lotSize ? ([['Lot size', listing.lotSize]] as [string, string][]) : []),
    ...(listing.yearBuilt !== undefined
      ? ([['Year built', String(listing.yearBuilt)]] as [string, string][])
      : []),
    ...(listing.mlsNumber ? ([['MLS® number', listing.mlsNumber]] as [string, string][]) : []),
  ];
  return (
    <section className="listing-facts" aria-labelledby="listing-facts-title">
      <h2 id="listing-facts-title" className="visually-hidden">
        Property facts
      </h2>
      <p className="listing-address-line">{fullAddress(listing)}</p>
      <dl className="listing-fact-list">
        {facts.map(([label, value]) => (
          <div className="listing-fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Coming soon, Sold, Leased: a banner over the page; a listing for sale needs none. */
export function ListingStatusBanner({ listing }: { listing: ListingEntry }) {
  if (listing.listingStatus === 'for-sale') return null;
  return (
    <p className={`listing-banner listing-banner--${listing.listingStatus}`} role="status">
      {LISTING_STATUS_LABELS[listing.listingStatus]}
    </p>
  );
}
