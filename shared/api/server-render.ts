import type { ReturnedForm } from '../schemas/inquiry.ts';
import type { SiteData } from './site-data.ts';

/**
 * The contract between the server and the site's server bundle (site/src/entry-server.tsx): what
 * the server asks render() for, and what it gets back to put into the HTML template.
 */
export interface RenderRequest {
  /** Path and query, e.g. '/blog?x=1'. */
  url: string;
  /** Public origin used for canonical and absolute URLs, e.g. 'https://agency.example'. */
  origin: string;
  userAgent?: string;
  now?: Date;
  siteData?: SiteData;
  /** What a refused plain post typed, filled back into the page's request form (never kept). */
  returnedForm?: ReturnedForm;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  /** JSON for the <script type="application/json" id="app-data"> block the client hydrates from. */
  data: string;
  /** Source files of the page's island modules (keys of Vite's client manifest). */
  routeFiles: string[];
  /** What a route threw: the page is the site's error page (status 500); the server logs it. */
  error?: unknown;
  /** A page that must not show the agency (a listing's MLS page): the template's icons are left out. */
  unbranded?: boolean;
}
