import type { ServicePage, ServiceSlug } from '../../schemas/content-services.ts';
import { AI_SERVICES_PAGE } from './pages/ai-services.ts';
import { AUTOMATION_PAGE } from './pages/automation.ts';
import { BRAND_PAGE } from './pages/brand.ts';
import { DRONE_PAGE } from './pages/drone.ts';
import { EDITING_PAGE } from './pages/editing.ts';
import { FLOORPLANS_PAGE } from './pages/floorplans.ts';
import { MATTERPORT_PAGE } from './pages/matterport.ts';
import { PHOTOGRAPHY_PAGE } from './pages/photography.ts';
import { VIDEO_PAGE } from './pages/video.ts';
import { WEBSITE_PAGE } from './pages/website.ts';

/** Every /services/{slug} page, in the order the site lists them. */
export const SERVICE_PAGES: ServicePage[] = [
  PHOTOGRAPHY_PAGE,
  VIDEO_PAGE,
  DRONE_PAGE,
  MATTERPORT_PAGE,
  EDITING_PAGE,
  WEBSITE_PAGE,
  BRAND_PAGE,
  AI_SERVICES_PAGE,
  AUTOMATION_PAGE,
  FLOORPLANS_PAGE,
];

export function findServicePage(slug: string): ServicePage | undefined {
  return SERVICE_PAGES.find((page) => page.slug === slug);
}

/** The page of a slug the content itself references (related cards): always present. */
export function servicePage(slug: ServiceSlug): ServicePage {
  const page = findServicePage(slug);
  if (!page) throw new Error(`Unknown service page: ${slug}`);
  return page;
}

export { servicePath } from './service-summaries.ts';
