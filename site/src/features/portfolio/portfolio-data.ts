import type { LoaderFunctionArgs } from 'react-router-dom';
import { findCollectionBySlug } from '#shared/constants/portfolio-collections.ts';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { toGalleryItem } from '../../lib/gallery-item.ts';
import { siteDataFrom } from '../../lib/site-data.ts';

export interface CollectionData {
  slug: string;
  found: boolean;
  /** True when the items could not be read (the page still renders, with a notice). */
  failed: boolean;
  items: GalleryItem[];
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
