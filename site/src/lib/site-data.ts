import { publicApi } from '#shared/api/public-api.ts';
import type { SiteData } from '#shared/api/site-data.ts';

export type { SiteData };

export interface LoaderContext {
  siteData?: SiteData;
}

const httpSiteData: SiteData = {
  portfolio: (key) => publicApi.portfolio(key),
  inquiryFormToken: () => publicApi.inquiryFormToken().then((answer) => answer.token),
  projects: () => publicApi.projects(),
  project: (address) => publicApi.project(address),
  previewProject: (id) => publicApi.previewProject(id),
};

/** The server's datastore-backed source during SSR, the public API in the browser. */
export function siteDataFrom(context: unknown): SiteData {
  return (context as LoaderContext | undefined)?.siteData ?? httpSiteData;
}
