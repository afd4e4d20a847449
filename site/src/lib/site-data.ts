import { createApiClient } from '#shared/api/client.ts';
import type { SiteData } from '#shared/api/site-data.ts';

export type { SiteData };

export interface LoaderContext {
  siteData?: SiteData;
}

const api = createApiClient();
const httpSiteData: SiteData = {
  portfolio: (key) => api.publicPortfolio(key),
};

/** The server's datastore-backed source during SSR, the public API in the browser. */
export function siteDataFrom(context: unknown): SiteData {
  return (context as LoaderContext | undefined)?.siteData ?? httpSiteData;
}
