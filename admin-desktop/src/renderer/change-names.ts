import { findCollection } from '#shared/schemas/portfolio.ts';
import type { ChangeView } from '../sync/sync-status.ts';

const KIND: Record<ChangeView['kind'], string> = {
  create: 'New item',
  update: 'Edit',
  delete: 'Deletion',
  reorder: 'New order',
  upload: 'Image upload',
};

/** The admin's names of the stored content kinds (its Projects, Blog, Pictures and Testimonials sections). */
export const CONTENT_SECTIONS: Record<string, string> = {
  projects: 'Projects',
  posts: 'Blog',
  listings: 'Listings',
  pictures: 'Pictures',
  testimonials: 'Testimonials',
};

export function describe(change: ChangeView): string {
  const section = change.key && (findCollection(change.key)?.label ?? CONTENT_SECTIONS[change.key]);
  const where = change.key ? ` in ${section ?? change.key}` : '';
  return `${KIND[change.kind]}${where}: ${change.label}`;
}
