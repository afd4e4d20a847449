import type { LoaderFunctionArgs } from 'react-router-dom';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { toGalleryItem } from '../../lib/gallery-item.ts';
import { siteDataFrom } from '../../lib/site-data.ts';
import { portfolioVideos, type VideoFacts } from '../../lib/video-json-ld.ts';

export interface CollectionData {
  slug: string;
  found: boolean;
  /** True when the items could not be read (the page still renders, with a notice). */
  failed: boolean;
  items: GalleryItem[];
  /** The videos among the items, for the page's structured data (never sent to the browser). */
  videos: VideoFacts[];
}

/** The owner's current items, read per request (datastore on the server, public API in the browser). */
export async function loadCollection({ params, context }: LoaderFunctionArgs): Promise<CollectionData> {
  const slug = params.slug ?? '';
  const collection = findCollectionBySlug(slug);
  if (!collection) return { slug, found: false, failed: false, items: [], videos: [] };
  try {
    const items = await siteDataFrom(context).portfolio(collection.key);
    return {
      slug,
      found: true,
      failed: false,
      items: items.map(toGalleryItem),
      videos: portfolioVideos(items),
    };
  } catch {
    return { slug, found: true, failed: true, items: [], videos: [] };
  }
}
