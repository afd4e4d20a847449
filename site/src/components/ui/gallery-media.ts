import { imageInfo } from '#shared/content/media/image-catalog.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { YOUTUBE_ID } from '#shared/constants/portfolio-collections.ts';

/**
 * Helpers shared by the gallery grid, the lightbox and the video facade. Items may come from the
 * owner's datastore, so nothing here may throw on an unexpected value: an unknown picture simply
 * gets a nominal size (its frame has a fixed aspect ratio, so nothing shifts either way).
 */
const NOMINAL = { width: 1600, height: 1067 };

export function safeImageSize(src: string): { width: number; height: number } {
  try {
    const info = imageInfo(src);
    return { width: info.width, height: info.height };
  } catch {
    return NOMINAL;
  }
}

/** The picture a card shows: the thumbnail, else the image itself; none for a video or tour without one. */
export function previewOf(item: GalleryItem): string | undefined {
  if (item.thumbnail) return item.thumbnail;
  return item.type === 'image' ? item.src : undefined;
}

export function youtubeEmbedUrl(videoId: string): string | undefined {
  if (!YOUTUBE_ID.test(videoId)) return undefined;
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
}

/** The kind of a video or tour, as its card names it when it has no thumbnail. */
export function kindLabel(item: GalleryItem): string {
  return item.type === 'video' ? 'Video' : item.type === 'embed' ? '3D tour' : 'Photo';
}

/** What a card's button does, read before its title (e.g. 'Play video: Rosedale Heritage Home'). */
export function openVerb(item: GalleryItem): string {
  if (item.type === 'video') return 'Play video';
  if (item.type === 'embed') return 'Open 3D tour';
  return 'View image';
}
