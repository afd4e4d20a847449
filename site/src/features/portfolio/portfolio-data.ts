import type { LoaderFunctionArgs } from 'react-router-dom';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { siteDataFrom } from '../../lib/site-data.ts';

export interface CollectionData {
  slug: string;
  found: boolean;
  /** True when the items could not be read (the page still renders, with a notice). */
  failed: boolean;
  items: GalleryItem[];
}

/** Only what the page shows travels to the browser (no order/version bookkeeping). */
function toGalleryItem(item: PortfolioItem): GalleryItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    src: item.src,
    ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
    ...(item.category ? { category: item.category } : {}),
    ...(item.specs ? { specs: item.specs } : {}),
    alt: item.decorative ? '' : (item.alt ?? ''),
    ...(item.media ? { media: item.media } : {}),
  };
}

/** The owner's current items, read per request (datastore on the server, public API in the browser). */
export async function loadCollection({ params, context }: LoaderFunctionArgs): Promise<CollectionData> {
  const slug = params.slug ?? '';
  const collection = findCollectionBySlug(slug);
  if (!collection) return { slug, found: false, failed: false, items: [] };
  try {
    const items = await siteDataFrom(context).portfolio(collection.key);
    return { slug, found: true, failed: false, items: items.map(toGalleryItem) };
  } catch {
    return { slug, found: true, failed: true, items: [] };
  }
}
