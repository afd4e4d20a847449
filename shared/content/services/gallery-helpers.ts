import type { GalleryItem } from '../../schemas/content.ts';
import { imageInfo } from '../media/image-catalog.ts';

type ItemText = Omit<GalleryItem, 'type' | 'src' | 'id' | 'thumbnail' | 'alt'> & { alt?: string };

/**
 * A featured-work image item that reuses a portfolio picture (`/images/portfolio/<slug>-<n>.jpg`).
 * Its alt text defaults to the catalogue's description of that very picture.
 */
export function portfolioImage(slug: string, n: number, item: ItemText): GalleryItem {
  const src = `/images/portfolio/${slug}-${n}.jpg`;
  return { id: `${slug}-${n}`, type: 'image', src, ...item, alt: item.alt ?? imageInfo(src).alt };
}

/** A YouTube item with a local poster picture, so nothing loads from YouTube until a visitor asks. */
export function youtubeItem(id: string, videoId: string, poster: string, item: ItemText): GalleryItem {
  return {
    id,
    type: 'video',
    src: videoId,
    thumbnail: poster,
    ...item,
    alt: item.alt ?? imageInfo(poster).alt,
  };
}

/** The iframe markup of a Matterport showcase, as the admin stores embeds (one allow-listed iframe). */
export function matterportEmbed(modelId: string, title: string): string {
  return `<iframe src="https://my.matterport.com/show/?m=${modelId}" width="853" height="480" title="${title}" allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>`;
}
