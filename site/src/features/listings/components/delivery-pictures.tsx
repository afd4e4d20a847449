import type { DeliveryPage } from '#shared/schemas/listing-delivery.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

/** The photos, or the floor plans, of a delivery: each with its name and its two downloads. */
export function DeliveryPictures({ pictures }: { pictures: DeliveryPage['photos'] }) {
  return (
    <ul className="delivery-photos">
      {pictures.map((picture) => (
        <li key={picture.name}>
          <ResponsiveImage src={picture.src} alt={picture.alt} sizes="(min-width: 768px) 25vw, 50vw" />
          <p className="delivery-photo-name">{picture.name}</p>
          {picture.mls && picture.full ? (
            <p>
              <a href={picture.mls.href} download={picture.mls.name}>
                MLS size
              </a>{' '}
              ·{' '}
              <a href={picture.full.href} download={picture.full.name}>
                Full size
              </a>
            </p>
          ) : (
            <p>Not available for download.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
