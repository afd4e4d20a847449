import { vimeoPlayerUrl } from '#shared/media/vimeo-video.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import type { ListingEntry, ListingPhoto } from '#shared/schemas/listing.ts';
import { GalleryGrid } from '../../../components/ui/gallery-grid.island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { YoutubeFacade } from '../../../components/ui/youtube-facade.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { EmbedFacade } from './embed-facade.island.tsx';

/**
 * The photos as gallery items: each opens the full-screen viewer at its place, named by the owner's
 * alt text ("Front of the house"; its number only when it has none), so its button and the viewer's
 * heading say what it shows; the owner's caption, when there is one, is its text.
 */
const galleryItems = (photos: readonly ListingPhoto[], prefix: string, noun = 'Photo'): GalleryItem[] =>
  photos.map((photo, index) => ({
    id: `${prefix}-${index + 1}`,
    type: 'image',
    src: photo.src,
    alt: photo.alt,
    title: photo.alt.trim() || `${noun} ${index + 1}`,
    description: photo.caption ?? '',
    ...(photo.media ? { media: photo.media } : {}),
  }));

/**
 * What both the branded and the unbranded page show of a property: the photos, the video, the 3D
 * tour and the floor plans. Nothing here names the agent, the brokerage or the agency.
 */
export function ListingMedia({ listing, unbranded = false }: { listing: ListingEntry; unbranded?: boolean }) {
  // The MLS page links nowhere outside (docs/listings.md): no link to the player's own site.
  const linkOut = !unbranded;
  const title = listing.address;
  return (
    <>
      {listing.photos.length > 0 ? (
        <section className="section listing-photos" aria-labelledby="listing-photos-title">
          <div className="container">
            <h2 id="listing-photos-title" className="listing-section-title">
              Photos
            </h2>
            <Island
              of={GalleryGrid}
              props={{
                items: galleryItems(listing.photos, 'photo'),
                wrap: true,
                columns: 3,
                idPrefix: 'listing-photo',
                look: 'photos',
              }}
            />
          </div>
        </section>
      ) : null}
      {listing.video ? (
        <section className="section section--surface" aria-labelledby="listing-video-title">
          <div className="container listing-video">
            <SectionHeading eyebrow="Video" title="Video Tour" id="listing-video-title" />
            {listing.video.provider === 'youtube' ? (
              <Island
                of={YoutubeFacade}
                props={{
                  videoId: listing.video.id,
                  ...(listing.video.start ? { start: listing.video.start } : {}),
                  title: `${title} video tour`,
                  poster: listing.photos[0]?.src ?? '/images/og-default.jpg',
                  posterAlt: `${title}, video tour cover image`,
                  linkOut,
                  ...(listing.photos[0]?.media ? { posterMedia: listing.photos[0].media } : {}),
                }}
              />
            ) : (
              <Island
                of={EmbedFacade}
                props={{
                  src: vimeoPlayerUrl(listing.video.id, listing.video.start),
                  title: `${title} video tour`,
                  label: 'Play the video',
                  measure: 'video',
                  linkOut,
                }}
              />
            )}
          </div>
        </section>
      ) : null}
      {listing.tour ? (
        <section className="section" aria-labelledby="listing-tour-title">
          <div className="container listing-tour">
            <SectionHeading eyebrow="3D tour" title="Walk Through in 3D" id="listing-tour-title" />
            <Island
              of={EmbedFacade}
              props={{
                src: listing.tour,
                title: `${title} 3D tour`,
                label: 'Open the 3D tour',
                measure: 'tour',
                linkOut,
              }}
            />
          </div>
        </section>
      ) : null}
      {listing.floorPlans.length > 0 ? (
        <section className="section section--surface" aria-labelledby="listing-plans-title">
          <div className="container">
            <SectionHeading eyebrow="Floor plans" title="Floor Plans" id="listing-plans-title" />
            {/* Each plan opens the full-screen viewer: at a phone's width its labels cannot be read. */}
            <Island
              of={GalleryGrid}
              props={{
                items: galleryItems(listing.floorPlans, 'plan', 'Floor plan'),
                wrap: true,
                columns: 2,
                idPrefix: 'listing-plan',
                look: 'plans',
              }}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
