import type { GalleryItem } from '#shared/schemas/content.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';

/** Only what the page shows travels to the browser (no order/version bookkeeping). */
export function toGalleryItem(item: PortfolioItem): GalleryItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    src: item.src,
    ...(item.type === 'video' && item.start ? { start: item.start } : {}),
    ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
    ...(item.category ? { category: item.category } : {}),
    ...(item.specs ? { specs: item.specs } : {}),
    alt: item.decorative ? '' : (item.alt ?? ''),
    ...(item.media ? { media: item.media } : {}),
  };
}
