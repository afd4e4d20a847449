import type { SiteData } from '#shared/api/site-data.ts';

export interface PageRequest {
  url: string;
  origin: string;
  userAgent?: string;
  now?: Date;
  siteData?: SiteData;
}

export interface RenderedPage {
  status: number;
  redirect?: string;
  body: string;
}

/** Renders a site page to a full HTML document: the production bundle or Vite in development. */
export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/** The server bundle's render() result (site/src/entry-server.tsx). */
export interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  data: string;
  routeFiles: string[];
}

/** Fills the HTML template. Replacements use functions so '$' in page text is never special. */
export function assembleDocument(template: string, result: RenderResult, extraHead = ''): string {
  return template
    .replace('<!--app-head-->', () => `${result.head}${extraHead ? `\n    ${extraHead}` : ''}`)
    .replace('<!--app-html-->', () => result.html)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="app-data">${result.data}</script>`,
    );
}
