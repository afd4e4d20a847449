import { type ListingEntry, listingPath } from '#shared/schemas/listing.ts';

/**
 * On the printed flyer only: the QR code of this page's address, so a buyer holding the paper
 * reaches the photos and tours. Hidden on screen; the image is small (an SVG of about 1 KB sent
 * compressed) and fetched with the page, so it is there when the page is printed.
 */
export function ListingFlyerQr({ listing }: { listing: Pick<ListingEntry, 'slug' | 'address'> }) {
  return (
    <figure className="listing-flyer-qr">
      <img
        src={`${listingPath(listing)}/qr.svg`}
        alt={`QR code of the address of the page about ${listing.address}`}
        width={112}
        height={112}
        fetchPriority="low"
      />
      <figcaption>Scan for every photo, the tours and the floor plans.</figcaption>
    </figure>
  );
}
