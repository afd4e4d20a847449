import type { PortfolioItem } from '#shared/schemas/portfolio.ts';

/** What a VideoObject needs of a YouTube video shown on a page. */
export interface VideoFacts {
  name: string;
  description: string;
  videoId: string;
  /** Where the owner chose it starts, in seconds; the player's address carries it. */
  start?: number | undefined;
  /** The card's picture on the site; absent: YouTube's own still of the video. */
  thumbnail?: string;
  /** When it went on the site (ISO 8601 with zone). */
  uploadDate: string;
}

/**
 * VideoObject (schema.org) with what Google requires (name, thumbnailUrl, uploadDate) and the
 * embed address the viewer plays (the privacy-enhanced YouTube player the lightbox loads).
 */
export function videoJsonLd(video: VideoFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description || video.name,
    thumbnailUrl: video.thumbnail ?? `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
    uploadDate: video.uploadDate,
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.videoId}${video.start ? `?start=${video.start}` : ''}`,
  };
}

/**
 * The videos among the owner's portfolio items. Their upload date is the item's last save: the
 * store keeps no earlier date for an item, and the video is on the site as it is since then.
 */
export function portfolioVideos(items: readonly PortfolioItem[]): VideoFacts[] {
  return items
    .filter((item) => item.type === 'video')
    .map((item) => ({
      name: item.title,
      description: item.description,
      videoId: item.src,
      ...(item.start ? { start: item.start } : {}),
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      uploadDate: item.updatedAt,
    }));
}
