import type { ListingEntry } from '#shared/schemas/listing.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { priceText } from '../listing-data.ts';

/** The first photo across the full width, with the address and the price over a scrim. */
export function ListingHeader({ listing }: { listing: ListingEntry }) {
  const hero = listing.photos[0];
  return (
    <header className="listing-header">
      {hero ? (
        <ResponsiveImage
          src={hero.src}
          alt={hero.alt}
          sizes="100vw"
          priority
          className="listing-header-image"
          {...(hero.media ? { media: hero.media } : {})}
        />
      ) : null}
      <div className="listing-header-text">
        <h1 className="listing-title">{listing.address}</h1>
        <p className="listing-city">
          {listing.city}, {listing.province}
        </p>
        {listing.price !== undefined ? <p className="listing-price">{priceText(listing.price)}</p> : null}
      </div>
    </header>
  );
}
