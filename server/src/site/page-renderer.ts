import type { PagePolicy } from '#shared/api/page-policy.ts';
import type { RenderRequest, RenderResult } from '#shared/api/server-render.ts';

/** The server asks the site's server bundle for a page with the shared render contract. */
export type { RenderResult };

export interface RenderedPage {
  status: number;
  redirect?: string;
  body: string;
  /** What a route threw (the body is the site's error page, status 500): the caller logs it. */
  error?: unknown;
}

/** Renders a site page to a full HTML document: the production bundle or Vite in development. */
export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** The route policy declared for the route an address matches (site/src/app/routes.tsx). */
  pagePolicy(pathname: string): Promise<PagePolicy>;
}

/** What the server bundle (site/src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  pagePolicy(pathname: string): PagePolicy;
}

/** What a page adds to the template's head: render-blocking styles and the route's modules. */
export interface PageAssets {
  styles?: string[];
  scripts?: string[];
}

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the template's stylesheet links to the top of the head, ahead of the page's metadata and
 * every script, and marks the entry's scripts low priority. The page arrives fully rendered, so
 * its JavaScript only hydrates it: on a slow connection the render-blocking CSS and the preloaded
 * hero image must not queue behind a dozen module downloads (six at a time over HTTP/1.1).
 */
export function stylesFirst(template: string): string {
  const links = template.match(STYLESHEET_LINK) ?? [];
  const moved = links.map((link) => link.trim()).join('\n    ');
  const reordered = links.length
    ? template.replace(STYLESHEET_LINK, '').replace('<!--app-head-->', () => `${moved}\n    <!--app-head-->`)
    : template;
  return reordered.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** The template's icon, home-screen icon and web app manifest: the agency's logo and name. */
const AGENCY_ICONS = /[ \t]*<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>\n?/g;
/** An empty icon: the tab shows the browser's own, and /favicon.ico is not asked for. */
const NO_ICON = '<link rel="icon" href="data:,">';

/**
 * Fills the HTML template: the page's styles first, then its metadata (title, description, the hero
 * preload, JSON-LD), the template's entry script, and the list of the route's modules last.
 * Replacements use functions so '$' in page text is never special.
 */
export function assembleDocument(template: string, result: RenderResult, assets: PageAssets = {}): string {
  const indent = '\n    ';
  const styles = (assets.styles ?? [])
    .map((href) => `<link rel="stylesheet" href="${href}">${indent}`)
    .join('');
  // Read by site/src/boot.ts, which fetches them when hydration starts (not before: see there).
  const modules = assets.scripts?.length
    ? `${indent}<script type="application/json" id="route-modules">${JSON.stringify(assets.scripts).replaceAll('<', '\\u003c')}</script>`
    : '';
  // An unbranded page (a listing's MLS page) shows no agency logo in the tab or on a home screen,
  // and offers no install of the agency's app (docs/listings.md, "Unbranded rules").
  const page = result.unbranded ? template.replace(AGENCY_ICONS, '') : template;
  const icon = result.unbranded ? `${NO_ICON}${indent}` : '';
  return page
    .replace('<!--app-head-->', () => `${icon}${styles}${result.head}`)
    .replace('</head>', () => `${modules}\n  </head>`)
    .replace('<!--app-html-->', () => result.html)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="app-data">${result.data}</script>`,
    );
}
