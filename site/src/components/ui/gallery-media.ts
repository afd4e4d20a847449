import { imageInfo } from '#shared/content/media/image-catalog.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { YOUTUBE_ID } from '#shared/constants/portfolio-collections.ts';
import { hasVariants, VARIANT_WIDTHS, variantUrl } from '#shared/media/image-variants.ts';

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

/** The player's address; it starts at `start` seconds when the owner's pasted address chose a time. */
export function youtubeEmbedUrl(videoId: string, start?: number): string | undefined {
  if (!YOUTUBE_ID.test(videoId)) return undefined;
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0${startParam('start', start)}`;
}

/** The video's page on YouTube, at the owner's start. */
export function youtubeWatchUrl(videoId: string, start?: number): string {
  return `https://www.youtube.com/watch?v=${videoId}${startParam('t', start)}`;
}

/** `&start=90` (the player) or `&t=90s` (YouTube's page), for a whole number of seconds only. */
function startParam(name: 'start' | 't', start: number | undefined): string {
  if (!start || !Number.isSafeInteger(start) || start < 0) return '';
  return name === 'start' ? `&start=${start}` : `&t=${start}s`;
}

/** The kind of a video or tour, as its card names it when it has no thumbnail. */
export function kindLabel(item: GalleryItem): string {
  return item.type === 'video' ? 'Video' : item.type === 'embed' ? '3D tour' : 'Photo';
}

/** The largest of the sizes every picture has (shipped and uploaded): what a card links to without the script. */
const LINKED_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/**
 * Where a card leads when the viewer cannot open (scripting off): the picture itself at its largest
 * common size (a shipped picture's address names its variants, not a file), or the video on
 * YouTube and the tour on its own site (`external`: a new tab). None for a source that is neither.
 */
export function openedWithoutScript(
  item: GalleryItem,
  embedUrl: (markup: string) => string | undefined,
): { href: string; external: boolean } | undefined {
  if (item.type === 'image') {
    if (hasVariants(item.src)) return { href: variantUrl(item.src, LINKED_WIDTH, 'jpg'), external: false };
    return /^\/(?!\/)/.test(item.src) ? { href: item.src, external: false } : undefined;
  }
  if (item.type === 'video') {
    return YOUTUBE_ID.test(item.src)
      ? { href: youtubeWatchUrl(item.src, item.start), external: true }
      : undefined;
  }
  const href = embedUrl(item.src);
  return href ? { href, external: true } : undefined;
}

/** What a card's button does, read before its title (e.g. 'Play video: Rosedale Heritage Home'). */
export function openVerb(item: GalleryItem): string {
  if (item.type === 'video') return 'Play video';
  if (item.type === 'embed') return 'Open 3D tour';
  return 'View image';
}
