import { COMPANY } from '#shared/content/company.ts';
import { absolutize } from './structured-data.ts';

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. '/services/editing'. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /** An RSS feed to announce (`<link rel="alternate" type="application/rss+xml">`), absolute from the origin. */
  feed?: { href: string; title: string };
  /**
   * A page that must not name the agency (a listing's MLS page): no site name, no site JSON-LD, and
   * no share picture but its own `image` (the default one is the agency's card, logo and name).
   */
  unbranded?: boolean;
  /** High-priority images to preload (the hero), with optional media query and srcset. */
  preload?: { href: string; type?: string; media?: string; imageSrcSet?: string; imageSizes?: string }[];
}

export interface MetaArgs {
  params: Record<string, string | undefined>;
  data: unknown;
  pathname: string;
  search: string;
}

/** The `handle` every route module exports: its head data and, when not 200, its status. */
export interface RouteHandle {
  meta: (args: MetaArgs) => PageMeta;
  status?: (args: MetaArgs) => number;
}

export const DEFAULT_META: PageMeta = {
  title: 'Toronto Real Estate Photography & Media Services | Lumen Realty Media',
  description:
    'Professional real estate photography, video, drone, Matterport 3D tours, editing and websites for Toronto agents and brokers. 24-48 hour delivery.',
  path: '/',
};

const DEFAULT_OG_IMAGE = '/images/og-default.jpg';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: no '<' may survive, so '</script>' can never close it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** Head tags of a page, as HTML. Rendered by the server and swapped in by the client on navigation. */
export function headHtml(meta: PageMeta, origin: string, siteJsonLd: Record<string, unknown>[]): string {
  const url = absoluteUrl(origin, meta.path);
  // `||`: a draft's picture may still be empty (the owner's preview). An unbranded page without a
  // picture of its own names none: the default is the agency's card.
  const shared = meta.image || (meta.unbranded ? '' : DEFAULT_OG_IMAGE);
  const image = shared ? absoluteUrl(origin, shared) : '';
  // A page kept out of the index (a 404, a preview, the admin) names no canonical address: Google
  // advises against mixing noindex with rel=canonical, and the 404 page is rendered once for /404,
  // an address that itself answers 404.
  const indexed = !meta.noindex;
  const tags = [
    `<title>${escapeText(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    indexed ? `<link rel="canonical" href="${escapeAttr(url)}">` : '',
    indexed ? '' : '<meta name="robots" content="noindex, nofollow">',
    meta.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(meta.feed.title)}" href="${escapeAttr(absoluteUrl(origin, meta.feed.href))}">`
      : '',
    meta.unbranded ? '' : `<meta property="og:site_name" content="${escapeAttr(COMPANY.name)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    indexed ? `<meta property="og:url" content="${escapeAttr(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeAttr(image)}">` : '',
    '<meta property="og:locale" content="en_CA">',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
    image ? `<meta name="twitter:image" content="${escapeAttr(image)}">` : '',
    ...(meta.preload ?? []).map(
      (p) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(p.href)}"` +
        (p.type ? ` type="${escapeAttr(p.type)}"` : '') +
        (p.media ? ` media="${escapeAttr(p.media)}"` : '') +
        (p.imageSrcSet ? ` imagesrcset="${escapeAttr(p.imageSrcSet)}"` : '') +
        (p.imageSizes ? ` imagesizes="${escapeAttr(p.imageSizes)}"` : '') +
        '>',
    ),
    ...[...(meta.unbranded ? [] : siteJsonLd), ...(meta.jsonLd ?? [])].map(
      (block) => `<script type="application/ld+json">${scriptJson(absolutize(block, origin))}</script>`,
    ),
  ];
  // Each tag carries data-ph so the client can swap a page's head tags on navigation.
  return tags
    .filter(Boolean)
    .map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ph'))
    .join('\n    ');
}
