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
const CONTENT_SECTIONS: Record<string, string> = {
  projects: 'Projects',
  posts: 'Blog',
  listings: 'Listings',
  pictures: 'Pictures',
  testimonials: 'Testimonials',
};

/** The admin's name of a list: a portfolio service's label ("Drone"), or a content section's. */
export const sectionOf = (key: string): string => findCollection(key)?.label ?? CONTENT_SECTIONS[key] ?? key;

export function describe(change: ChangeView): string {
  const where = change.key ? ` in ${sectionOf(change.key)}` : '';
  return `${KIND[change.kind]}${where}: ${change.label}`;
}
