import { useLoaderData } from 'react-router-dom';
import { LISTING_STATUS_LABELS, type ListingEntry, listingPath } from '#shared/schemas/listing.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { loadListings, priceText, roomsText } from '../listing-data.ts';

export const loader = loadListings;

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Property Listings | Lumen Realty Media',
    description:
      'Homes we photographed and present for Toronto agents: photos, video, 3D tours and floor plans.',
    path: '/listings',
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Listings', path: '/listings' },
      ]),
    ],
  }),
};

/** A property as a card: the address is its link, stretched over the whole card, photo included. */
function ListingCard({ listing, index }: { listing: ListingEntry; index: number }) {
  const photo = listing.photos[0];
  const rooms = roomsText(listing);
  return (
    <li className="listing-card">
      {photo ? (
        <ResponsiveImage
          src={photo.src}
          alt={photo.alt}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={index === 0}
          {...(photo.media ? { media: photo.media } : {})}
        />
      ) : (
        // No photo yet (a listing coming soon): a band of the photo's size, as the page's own header
        // without a photo, so the card's words line up with its neighbours'.
        <div className="listing-card-no-photo" aria-hidden="true" />
      )}
      <div className="listing-card-body">
        {listing.listingStatus !== 'for-sale' ? (
          <span className="tag">{LISTING_STATUS_LABELS[listing.listingStatus]}</span>
        ) : null}
        <h2 className="listing-card-title">
          <a href={listingPath(listing)}>{listing.address}</a>
        </h2>
        <p>
          {listing.city}, {listing.province}
        </p>
        {rooms ? <p className="listing-card-rooms">{rooms}</p> : null}
        {listing.price !== undefined ? (
          <p className="listing-card-price">{priceText(listing.price)}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The listed, live listings as cards, newest first. */
export function Component() {
  const listings = useLoaderData<ListingEntry[]>();
  return (
    <section className="section listings-intro" aria-labelledby="listings-title">
      <div className="container">
        <p className="eyebrow">Listings</p>
        <h1 id="listings-title">Property Listings</h1>
        <p>Homes we photographed, filmed and mapped for Toronto agents.</p>
        {listings.length === 0 ? (
          <p className="listings-empty">No properties are listed right now. Please check back soon.</p>
        ) : (
          <ul className="listing-cards">
            {listings.map((listing, index) => (
              <ListingCard listing={listing} index={index} key={listing.id} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
