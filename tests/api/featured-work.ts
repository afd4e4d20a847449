import type { OwnerClient } from './owner-client.ts';

/** What /services/photography features on a fresh install: the first five photography items. */
export const FIRST_FIVE = [
  'Oakville Lakeside Estate',
  'King West Loft',
  'Riverdale Semi Kitchen',
  'Leaside Family Home',
  'Lawrence Park Primary Suite',
];

/** A public page's HTML as a visitor gets it from the owner's server. */
export const pageHtml = async (client: OwnerClient, path: string) =>
  (await fetch(`${client.app.url}${path}`)).text();

/** The titles of a service page's featured-work gallery cards, in order. */
export const featuredTitles = (html: string) => {
  const section = html.slice(
    html.indexOf('id="featured-work-title"'),
    html.indexOf('id="service-process-title"'),
  );
  return [...section.matchAll(/class="gallery-card-title"[^>]*>([^<]+)</g)].map((m) => m[1]);
};
