import {
  bedroomCount,
  LISTING_STATUS_LABELS,
  type ListingEntry,
  listingPath,
  unbrandedPath,
} from '#shared/schemas/listing.ts';
import type { PageMeta } from '../../lib/page-meta.ts';
import { fullAddress, type ListingPageData, priceText, roomsParts } from './listing-data.ts';

/** The search and share description: `For sale: 12 Elm St, .... 4 bedrooms, 1 bathroom. $1,495,000`. */
const describe = (listing: ListingEntry) => {
  const facts = roomsParts(listing);
  const lead = `${LISTING_STATUS_LABELS[listing.listingStatus]}: ${fullAddress(listing)}`;
  return [lead, facts.join(', '), listing.price !== undefined ? priceText(listing.price) : '']
    .filter(Boolean)
    .join('. ');
};

/** schema.org RealEstateListing about the residence, with its postal address (docs/listings.md). */
function listingJsonLd(listing: ListingEntry): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: fullAddress(listing),
    // Relative addresses are made absolute on the configured origin by the head's renderer.
    url: listingPath(listing),
    description: listing.description || describe(listing),
    datePosted: listing.publishAt ?? listing.createdAt,
    dateModified: listing.updatedAt,
    ...(listing.photos[0] ? { image: listing.photos[0].src } : {}),
    ...(listing.price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            price: listing.price,
            priceCurrency: 'CAD',
            availability:
              listing.listingStatus === 'sold' || listing.listingStatus === 'leased'
                ? 'https://schema.org/SoldOut'
                : listing.listingStatus === 'coming-soon'
                  ? 'https://schema.org/PreOrder'
                  : 'https://schema.org/InStock',
          },
        }
      : {}),
    about: {
      '@type': 'SingleFamilyResidence',
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: listing.city,
        addressRegion: listing.province,
        ...(listing.postalCode ? { postalCode: listing.postalCode } : {}),
        addressCountry: 'CA',
      },
      // One number, the total: `3+1` is 4 (shared/schemas/listing.ts, bedroomCount).
      ...(listing.bedrooms !== undefined ? { numberOfBedrooms: bedroomCount(listing.bedrooms) } : {}),
      ...(listing.bathrooms !== undefined ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
      ...(listing.yearBuilt !== undefined ? { yearBuilt: listing.yearBuilt } : {}),
    },
  };
}

const NOT_FOUND: PageMeta = {
  title: 'Listing Not Found | Lumen Realty Media',
  description: 'That property could not be found. Browse our current listings instead.',
  path: '/listings',
  noindex: true,
};

/** The branded page: indexed when listed; unlisted listings are noindex (docs/listings.md). */
export function listingMeta(page: ListingPageData | undefined): PageMeta {
  const listing = page?.listing;
  if (!listing)
    return {
      ...NOT_FOUND,
      ...(page?.gone ? { title: 'Listing No Longer Available | Lumen Realty Media' } : {}),
    };
  return {
    title: `${fullAddress(listing)} | Lumen Realty Media`,
    description: describe(listing),
    path: listingPath(listing),
    ...(listing.photos[0] ? { image: listing.photos[0].src } : {}),
    ...(listing.listed ? {} : { noindex: true }),
    jsonLd: [listingJsonLd(listing)],
  };
}

/**
 * The unbranded (MLS) page: never indexed, no agency data in its head; a link to it previews the
 * property's first photo (the site's default share picture is the agency's card).
 */
export function unbrandedMeta(page: ListingPageData | undefined): PageMeta {
  const listing = page?.listing;
  if (!listing) {
    return {
      title: 'Listing not available',
      description: 'This property is not available.',
      path: '/listings',
      noindex: true,
      unbranded: true,
    };
  }
  return {
    title: fullAddress(listing),
    description: describe(listing),
    path: unbrandedPath(listing),
    ...(listing.photos[0] ? { image: listing.photos[0].src } : {}),
    noindex: true,
    unbranded: true,
  };
}
